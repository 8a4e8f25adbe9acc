import { useIntl } from 'react-intl';
import { Chip, formatMessageById } from '@dating/shared-kit';
import { profileAttributeValues } from '@dating/shared-kit/vocabulary';
import { ChipRow, Fieldset } from './signup-styles';

/**
 * The profile attributes asked at signup, with the kit's values (the API's slugs). Labels are
 * `signup.attr.<field>.<slug>`.
 */
export const signupAttributes = {
  relationship_status: profileAttributeValues.relationship_status,
  body_type: profileAttributeValues.body_type,
  reason: profileAttributeValues.reason,
} as const;

export type SignupAttribute = keyof typeof signupAttributes;
export type AttributePicks = Partial<Record<SignupAttribute, string>>;

/** One single-choice chip row per attribute; pressing the chosen chip again clears it. */
export function AttributeChips({ picks, onChange }: { picks: AttributePicks; onChange: (picks: AttributePicks) => void }) {
  const intl = useIntl();
  return (
    <>
      {(Object.keys(signupAttributes) as SignupAttribute[]).map((field) => (
        <Fieldset key={field}>
          <legend>{formatMessageById(intl, `signup.attr.${field}`)}</legend>
          <ChipRow>
            {signupAttributes[field].map((slug) => (
              <Chip
                key={slug}
                selected={picks[field] === slug}
                onClick={() => onChange({ ...picks, [field]: picks[field] === slug ? undefined : slug })}
              >
                {formatMessageById(intl, `signup.attr.${field}.${slug}`)}
              </Chip>
            ))}
          </ChipRow>
        </Fieldset>
      ))}
    </>
  );
}
