import type { ProfileSummary } from '@dating/shared-kit';

/** Who the conversation is with: what chat.php and member.php both give. */
export type ChatPartner = Pick<ProfileSummary, 'id' | 'name' | 'main_image' | 'verified'>;
