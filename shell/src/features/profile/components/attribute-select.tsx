import { useIntl } from 'react-intl';
import { Select } from '@dating/shared-kit/ui';
import { attributeLabel, attributeValueLabel } from '@dating/shared-kit/vocabulary';
import { profileMessages } from '../messages';
import { attributeOptions, optionalAttributes } from '../rules/profile-attributes';
import type { AttributeName } from '../rules/profile-attributes';

interface AttributeSelectProps {
  name: AttributeName;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/** One profile attribute as a select with translated values; optional ones can be left "not specified". */
export function AttributeSelect({ name, value, onChange, error }: AttributeSelectProps) {
  const intl = useIntl();
  return (
    <Select
      label={attributeLabel(intl, name)}
      value={value ?? ''}
      error={error}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    >
      {optionalAttributes.has(name) && <option value="">{intl.formatMessage(profileMessages.notSpecified)}</option>}
      {attributeOptions[name].map((option) => (
        <option key={option} value={option}>
          {attributeValueLabel(intl, name, option)}
        </option>
      ))}
    </Select>
  );
}
