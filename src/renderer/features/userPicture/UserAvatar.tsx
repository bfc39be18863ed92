import { Avatar, type MantineSize } from '@mantine/core';
import { useSession } from '@renderer/session';
import { Initials } from '@renderer/ui';
import { pictureUrlOf } from './pictureUrl';

interface UserAvatarProps {
  /** A user of the signed-in user's company (the only ones a client shows). */
  user: { name: string; profileImage?: unknown };
  size?: MantineSize | number;
  /** The picture's text alternative; empty (decorative) where the name is said next to it. */
  alt?: string;
}

/** A user's picture, or their initials when there is none or it does not load. */
export function UserAvatar({ user, size = 'sm', alt = '' }: UserAvatarProps) {
  const backendUrl = useSession((s) => s.backendUrl);
  const companyId = useSession((s) => s.user?.companyId ?? 0);
  const file = typeof user.profileImage === 'string' ? user.profileImage : null;
  const src = pictureUrlOf(backendUrl, companyId, file);
  return (
    <Avatar src={src} alt={alt} radius="xl" size={size} color="blue">
      <Initials name={user.name} />
    </Avatar>
  );
}
