import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Chip } from '@dating/shared-kit';
import { accountMessages } from '../messages';
import { ChipRow, Fieldset } from './signup-styles';

export interface GenderTilesProps {
  gender: string;
  lookingFor: string;
  onGender: (value: string) => void;
  onLookingFor: (value: string) => void;
}

/** "I am / looking for" (DESIGN step 0): pressed toggles, so a screen reader hears which one is chosen. */
export function GenderTiles({ gender, lookingFor, onGender, onLookingFor }: GenderTilesProps) {
  const intl = useIntl();
  const iAmId = useId();
  const lookingId = useId();
  return (
    <>
      <Fieldset aria-labelledby={iAmId}>
        <legend id={iAmId}>{intl.formatMessage(accountMessages.iAm)}</legend>
        <ChipRow>
          <Chip selected={gender === 'male'} onClick={() => onGender('male')}>
            {intl.formatMessage(accountMessages.man)}
          </Chip>
          <Chip selected={gender === 'female'} onClick={() => onGender('female')}>
            {intl.formatMessage(accountMessages.woman)}
          </Chip>
        </ChipRow>
      </Fieldset>
      <Fieldset aria-labelledby={lookingId}>
        <legend id={lookingId}>{intl.formatMessage(accountMessages.lookingFor)}</legend>
        <ChipRow>
          <Chip selected={lookingFor === 'male'} onClick={() => onLookingFor('male')}>
            {intl.formatMessage(accountMessages.men)}
          </Chip>
          <Chip selected={lookingFor === 'female'} onClick={() => onLookingFor('female')}>
            {intl.formatMessage(accountMessages.women)}
          </Chip>
          <Chip selected={lookingFor === 'both'} onClick={() => onLookingFor('both')}>
            {intl.formatMessage(accountMessages.both)}
          </Chip>
        </ChipRow>
      </Fieldset>
    </>
  );
}
