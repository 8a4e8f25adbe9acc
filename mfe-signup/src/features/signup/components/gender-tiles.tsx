import { useId } from 'react';
import type { MessageDescriptor } from 'react-intl';
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

type Tile = readonly [value: string, label: MessageDescriptor];

const genderTiles: readonly Tile[] = [
  ['male', accountMessages.man],
  ['female', accountMessages.woman],
];

const lookingForTiles: readonly Tile[] = [
  ['male', accountMessages.men],
  ['female', accountMessages.women],
  ['both', accountMessages.both],
];

/** "I am / looking for" (DESIGN step 0): pressed toggles, so a screen reader hears which one is chosen. */
export function GenderTiles({ gender, lookingFor, onGender, onLookingFor }: GenderTilesProps) {
  return (
    <>
      <TileGroup legend={accountMessages.iAm} tiles={genderTiles} selected={gender} onSelect={onGender} />
      <TileGroup legend={accountMessages.lookingFor} tiles={lookingForTiles} selected={lookingFor} onSelect={onLookingFor} />
    </>
  );
}

interface TileGroupProps {
  legend: MessageDescriptor;
  tiles: readonly Tile[];
  selected: string;
  onSelect: (value: string) => void;
}

/** One question: a legend and a row of toggles, the chosen one pressed. */
function TileGroup({ legend, tiles, selected, onSelect }: TileGroupProps) {
  const intl = useIntl();
  const legendId = useId();
  return (
    <Fieldset aria-labelledby={legendId}>
      <legend id={legendId}>{intl.formatMessage(legend)}</legend>
      <ChipRow>
        {tiles.map(([value, label]) => (
          <Chip key={value} selected={selected === value} onClick={() => onSelect(value)}>
            {intl.formatMessage(label)}
          </Chip>
        ))}
      </ChipRow>
    </Fieldset>
  );
}
