import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { addTags, isTagCommitKey, removeLastTag, splitTagText } from '@crm/domain';
import { fieldClasses } from '../../ui/Field';
import styles from './QuotePage.module.css';

/**
 * 'Qué incluye' / 'Qué no incluye' (spec part 2 §5): Enter, comma, semicolon or Tab creates a tag;
 * pasted lists split on line breaks, commas, semicolons and bullets; Backspace on an empty input
 * removes the last tag; trimmed, empties and case-insensitive duplicates ignored.
 */
export function TagInput({
  label,
  tags,
  onChange,
  suggestions,
}: {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  suggestions: readonly string[];
}) {
  const id = useId();
  const [text, setText] = useState('');
  const commit = (candidates: string[]) => {
    const next = addTags(tags, candidates);
    if (next.length !== tags.length) onChange(next);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isTagCommitKey(e.key)) {
      // Tab on an empty input moves focus as usual.
      if (e.key === 'Tab' && !text.trim()) return;
      e.preventDefault();
      commit([text]);
    } else if (e.key === 'Backspace' && text === '' && tags.length) {
      e.preventDefault();
      onChange(removeLastTag(tags));
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!/[\n\r,;•·▪◦●‣∙■□➢►]/.test(pasted)) return;
    e.preventDefault();
    commit(splitTagText(`${text}${pasted}`));
  };
  const lower = new Set(tags.map((t) => t.toLocaleLowerCase('es')));
  const open = suggestions.filter((s) => !lower.has(s.trim().toLocaleLowerCase('es')));
  return (
    <div className={styles.tagField}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.tagBox}>
        <ul className={styles.tags} aria-label={`${label}: entradas`}>
          {tags.map((tag, i) => (
            <li key={`${tag}-${i}`} className={styles.tag}>
              <span>{tag}</span>
              <button type="button" className={styles.tagRemove} aria-label={`Quitar ${tag}`} onClick={() => onChange(tags.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          className={[fieldClasses.control, styles.tagInput].join(' ')}
          value={text}
          placeholder="Escribí y presioná Enter, o pegá una lista"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => text.trim() && commit([text])}
        />
      </div>
      {open.length > 0 && (
        <div className={styles.suggestions} aria-label={`Sugerencias para ${label}`} role="group">
          {open.map((s) => (
            <button key={s} type="button" className={styles.suggestion} onClick={() => commit([s])}>
              + {s}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
