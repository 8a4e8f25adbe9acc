import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared-kit/ui';
import { Chip } from '@dating/shared-kit';
import styled from 'styled-components';
import { useSaveAndContinue } from '../hooks/use-save-and-continue';
import { aboutStepMessages } from '../messages';
import { flowMessages } from '../../../shared/flow-messages';
import { ChipRow, Column } from './signup-styles';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

const aboutMax = 2000;
const prompts = [aboutStepMessages.promptWeekend, aboutStepMessages.promptLaugh, aboutStepMessages.promptLooking];

const AboutArea = styled.textarea`
  min-height: 160px;
  font: inherit;
  padding: ${({ theme }) => theme.space.smPlus};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  width: 100%;
  box-sizing: border-box;
`;

/** Step 3: about me; a prompt chip starts the text so an empty box is less daunting. */
export function AboutStep({ profile, onDone, onBack }: StepProps) {
  const intl = useIntl();
  const id = useId();
  const [about, setAbout] = useState(profile?.about ?? '');
  const [saveAndContinue, saving] = useSaveAndContinue(onDone);

  const next = async () => {
    if (!about.trim()) return onDone();
    await saveAndContinue({ about: about.trim() });
  };

  return (
    <Column>
      <h2>{intl.formatMessage(aboutStepMessages.title)}</h2>
      <p id={`${id}-prompts`}>{intl.formatMessage(aboutStepMessages.prompts)}</p>
      <ChipRow role="group" aria-labelledby={`${id}-prompts`}>
        {prompts.map((prompt) => (
          <Chip
            key={prompt.id}
            onClick={() => setAbout((text) => (text ? `${text}\n${intl.formatMessage(prompt)} ` : `${intl.formatMessage(prompt)} `))}
          >
            {intl.formatMessage(prompt)}
          </Chip>
        ))}
      </ChipRow>
      <label htmlFor={id}>{intl.formatMessage(aboutStepMessages.label)}</label>
      <AboutArea id={id} value={about} maxLength={aboutMax} onChange={(event) => setAbout(event.target.value)} />
      {saving.isError && <Alert tone="danger">{intl.formatMessage(flowMessages.saveFailed)}</Alert>}
      <StepActions onBack={onBack}>
        {about.trim() ? (
          <Button onClick={() => void next()} loading={saving.isLoading}>
            {intl.formatMessage(flowMessages.next)}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onDone}>
            {intl.formatMessage(flowMessages.skip)}
          </Button>
        )}
      </StepActions>
    </Column>
  );
}
