/** What 'Copiar' puts on the clipboard: the headers a person pastes into a new message, then the text. */
export function mailAsText(m: { to: readonly string[]; cc: readonly string[]; subject: string; body: string }): string {
  const lines = [`Para: ${m.to.join(', ')}`];
  if (m.cc.length) lines.push(`CC: ${m.cc.join(', ')}`);
  lines.push(`Asunto: ${m.subject}`, '', m.body);
  return lines.join('\n');
}

/** 'a@b.com, c@d.com; e@f.com' → the addresses, trimmed, without empties. */
export function addressList(s: string): string[] {
  return s
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Bytes → '10 MB' (es-PY). */
export function megabytes(n: number): string {
  return `${(n / 1_048_576).toLocaleString('es-PY', { maximumFractionDigits: 1 })} MB`;
}
