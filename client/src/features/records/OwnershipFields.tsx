import { isVisibility, VISIBILITIES, VISIBILITY_LABELS, type Visibility } from '@crm/domain';
import { SelectField } from '../../ui/Field';
import { FieldRow } from '../../ui/FormFields';
import { withCurrent, type Option } from '../../lib/options';

export const VISIBILITY_OPTIONS = VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }));

/** A record's visibility in words; an unknown value is shown as it came. */
export const visibilityLabel = (v: string) => (isVisibility(v) ? VISIBILITY_LABELS[v] : v);

/**
 * 'Etiqueta', 'Propietario' and 'Visibilidad' of a contact or organization form. When `locked`
 * (the user may not change ownership: not an admin, not the owner, and the record has one), owner
 * and visibility are disabled and a hint says who may change them.
 */
export function OwnershipFields({
  labelOptions,
  label,
  onLabelChange,
  ownerOptions,
  owner,
  onOwnerChange,
  noOwnerLabel,
  visibility,
  onVisibilityChange,
  locked = false,
}: {
  labelOptions: readonly Option[];
  label: string;
  onLabelChange: (value: string) => void;
  ownerOptions: readonly Option[];
  owner: string;
  onOwnerChange: (value: string) => void;
  /** The empty owner choice's text (withCurrent's default when omitted). */
  noOwnerLabel?: string;
  visibility: Visibility;
  onVisibilityChange: (value: Visibility) => void;
  locked?: boolean;
}) {
  return (
    <>
      <FieldRow>
        <SelectField label="Etiqueta" name="label" options={withCurrent(labelOptions, label)} value={label} onChange={(e) => onLabelChange(e.target.value)} />
        <SelectField
          label="Propietario"
          name="owner"
          disabled={locked}
          options={withCurrent(ownerOptions, owner, noOwnerLabel)}
          value={owner}
          onChange={(e) => onOwnerChange(e.target.value)}
        />
      </FieldRow>
      <SelectField
        label="Visibilidad"
        name="visibility"
        disabled={locked}
        hint={locked ? 'Solo el propietario o un administrador puede cambiarla.' : undefined}
        options={VISIBILITY_OPTIONS}
        value={visibility}
        onChange={(e) => onVisibilityChange(e.target.value as Visibility)}
      />
    </>
  );
}
