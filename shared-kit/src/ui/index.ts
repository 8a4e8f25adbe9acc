// Styles read `theme.colors` etc.; importing the augmentation here keeps that typed for apps
// that import only `@dating/shared-kit/ui`.
import '../theme/theme-augmentation';

export { kitMessages } from './kit-messages';

export { Alert } from './alert/alert';
export type { AlertProps, AlertTone } from './alert/types';

export { Avatar } from './avatar/avatar';
export { getInitials } from './avatar/get-initials';
export type { AvatarProps, AvatarSize } from './avatar/types';

export { Badge } from './badge/badge';
export { formatBadgeCount } from './badge/format-badge-count';
export type { BadgeProps, BadgeTone } from './badge/types';

export { Button } from './button/button';
export type { ButtonProps, ButtonOwnProps, ButtonSize, ButtonVariant } from './button/types';

export { Card } from './card/card';
export type { CardProps } from './card/types';

export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/types';

export { Dropdown } from './dropdown/dropdown';
export type { DropdownItem, DropdownProps } from './dropdown/types';

export { Col, Grid } from './grid/grid';
export type { ColProps, ColSpan, GridProps } from './grid/types';

export { LoginPrompt, LoginPromptModal } from './login-prompt/login-prompt';
export type { LoginPromptProps, LoginPromptModalProps } from './login-prompt/login-prompt';

export { PortraitPhoto, PhotoInitials, PhotoScrim } from './photo/photo-parts';
export { MemberCard } from './member-card/member-card';
export type { MemberCardProfile, MemberCardProps } from './member-card/types';
export { memberGridColumns } from './member-card/member-grid-columns';
export { DiscountStripFrame } from './discount-strip/discount-strip';
export { PhotoPicker } from './photo-picker/photo-picker';
export type { PhotoPickerProps, PhotoPickerVariant } from './photo-picker/types';

export { Modal } from './modal/modal';
export type { ModalProps, ModalSize, ModalTone } from './modal/types';
export { modalPriority, useModalBlocked, useModalTurn } from './modal/modal-turn';
export type { ModalKind } from './modal/modal-turn';

export { ProgressBar } from './progress-bar/progress-bar';
export type { ProgressBarProps } from './progress-bar/types';

export { Select } from './select/select';
export type { SelectProps } from './select/types';

export { Spinner } from './spinner/spinner';
export type { SpinnerProps, SpinnerSize } from './spinner/types';

export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/types';

export { VerifiedBadge } from './verified-badge/verified-badge';
export type { VerifiedBadgeProps } from './verified-badge/types';

export { TextField } from './text-field/text-field';
export type { TextFieldProps } from './text-field/types';

export { Toast } from './toast/toast';
export { ToastRegion } from './toast/toast-region';
export type { ToastRegionProps } from './toast/toast-region';
export type { ToastProps, ToastTone } from './toast/types';

export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { visuallyHiddenCss } from './visually-hidden/styles';
export type { VisuallyHiddenProps } from './visually-hidden/types';

export { StoryBarRow } from './story-bars/story-bar-row';

export { Skeleton, SkeletonText } from './skeleton/skeleton';
export type { SkeletonProps, SkeletonRadius, SkeletonTextProps } from './skeleton/types';

export { Chip } from './chip/chip';
export type { ChipProps } from './chip/types';

export { SegmentedControl } from './segmented-control/segmented-control';
export type { SegmentedControlItem, SegmentedControlProps } from './segmented-control/types';

export { Banner } from './banner/banner';
export type { BannerAction, BannerProps, BannerTone } from './banner/types';

export { BottomTabBar } from './bottom-tab-bar/bottom-tab-bar';
export { bottomTabBarHeight } from './bottom-tab-bar/styles';
export type { BottomTabBadgeTone, BottomTabBarProps, BottomTabItem } from './bottom-tab-bar/types';

export { BottomBar } from './bottom-bar/bottom-bar';
export type { BottomBarProps } from './bottom-bar/bottom-bar';
export { bottomStackPadding, bottomStackVars, tabBarStackSpace } from './bottom-bar/bottom-stack';
