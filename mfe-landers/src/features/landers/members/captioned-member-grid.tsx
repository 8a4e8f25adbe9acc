import type { ShowcaseMember } from '@dating/shared-kit';
import { Cell, PhotoGrid } from '../components/layout-parts';
import { MemberCaption } from './member-caption';
import { MemberPhoto } from './member-photo';

/**
 * Members' photos with name and age under each, in the landers' photo grid; an empty slot (still loading)
 * keeps its reserved box, so nothing moves when the faces arrive.
 */
export function CaptionedMemberGrid({ members }: { members: readonly (ShowcaseMember | undefined)[] }) {
  return (
    <PhotoGrid>
      {members.map((member, index) => (
        <Cell key={member?.id ?? index}>
          <MemberPhoto member={member} />
          {member && <MemberCaption member={member} />}
        </Cell>
      ))}
    </PhotoGrid>
  );
}
