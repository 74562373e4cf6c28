import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarFrame as Frame } from '@learnstar/shared';
import { useSession } from '../../stores/session';
import { useCosmetics } from './cosmetics-store';
import './pointshop.css';

/** Puts the frame the pupil wears around an avatar (header and account centre). */
export function AvatarFrame({ children }: { children: ReactNode }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const { cosmetics, userId: loadedFor, load } = useCosmetics();
  useEffect(() => {
    if (userId !== null && loadedFor !== userId) void load(userId);
  }, [userId, loadedFor, load]);
  const frame = userId !== null && loadedFor === userId ? (cosmetics?.avatarFrame.equipped ?? 'none') : 'none';
  return <FramedAvatar frame={frame}>{children}</FramedAvatar>;
}

/** A given frame around an avatar (someone else's, as on the classroom projector). */
export function FramedAvatar({ frame, children }: { frame: Frame; children: ReactNode }) {
  const { t } = useTranslation();
  if (frame === 'none') return <>{children}</>;
  // The frame's name is also given in words, for screen readers and anyone who cannot tell colours apart.
  return (
    <span className={`avatar-frame frame-${frame}`} data-testid="avatar-frame" data-frame={frame} title={t('pointshop.avatarFrame', { frame: t(`pointshop.value_${frame}`) })}>
      {children}
    </span>
  );
}
