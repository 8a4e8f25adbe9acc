import styled from 'styled-components';
import type { AvatarSize } from './types';

const sizes: Record<AvatarSize, string> = { sm: '32px', md: '48px', lg: '72px', xl: '120px' };

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  overflow: hidden;
  font-size: calc(${({ $size }) => sizes[$size]} * 0.4);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onSecondary};
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.round};
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
