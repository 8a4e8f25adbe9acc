import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppMessagesProvider, Chip } from '@dating/shared-kit';
import {
  ATTRIBUTE_MESSAGES_SCOPE,
  attributeLabel,
  attributeValueLabel,
  loadAttributeMessages,
  profileAttributeValues,
} from '@dating/shared-kit/vocabulary';
import { ChipRow, Fieldset } from './signup-styles';

/** The profile attributes asked at signup, with the kit's values (the API's slugs) and labels. */
export const signupAttributes = {
  relationship_status: profileAttributeValues.relationship_status,
  body_type: profileAttributeValues.body_type,
  reason: profileAttributeValues.reason,
} as const;

export type SignupAttribute = keyof typeof signupAttributes;
export type AttributePicks = Partial<Record<SignupAttribute, string>>;

interface AttributeChipsProps {
  picks: AttributePicks;
  onChange: (picks: AttributePicks) => void;
}

/** One single-choice chip row per attribute; pressing the chosen chip again clears it. */
export function ChipRows({ picks, onChange }: AttributeChipsProps) {
  const intl = useIntl();
  return (
    <>
      {(Object.keys(signupAttributes) as SignupAttribute[]).map((field) => (
        <Fieldset key={field}>
          <legend>{attributeLabel(intl, field)}</legend>
          <ChipRow>
            {signupAttributes[field].map((slug) => (
              <Chip
                key={slug}
                selected={picks[field] === slug}
                onClick={() => onChange({ ...picks, [field]: picks[field] === slug ? undefined : slug })}
              >
                {attributeValueLabel(intl, field, slug)}
              </Chip>
            ))}
          </ChipRow>
        </Fieldset>
      ))}
    </>
  );
}

/**
 * The kit's attribute labels for what it wraps: the whole profile step waits inside it for their catalogue, so the
 * step appears at once instead of its chips pushing the rest of it down when the labels arrive.
 */
export function AttributeMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessagesProvider scope={ATTRIBUTE_MESSAGES_SCOPE} load={loadAttributeMessages}>
      {children}
    </AppMessagesProvider>
  );
}

/** The chip rows with the kit's attribute labels, whose catalogue is fetched when this step first shows. */
export function AttributeChips(props: AttributeChipsProps) {
  return (
    <AppMessagesProvider scope={ATTRIBUTE_MESSAGES_SCOPE} load={loadAttributeMessages}>
      <ChipRows {...props} />
    </AppMessagesProvider>
  );
}
