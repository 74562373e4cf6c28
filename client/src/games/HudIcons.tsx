/** Small drawn icons for the HUD (no emoji font needed); the words beside them carry the meaning. */
export function HeartIcon({ full }: { full: boolean }) {
  return (
    <svg className="hud-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.2 0 3.6 1.2 5.4 3.2 1.8-2 3.2-3.2 5.4-3.2 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" fill={full ? '#e63946' : '#fff'} stroke="#e63946" strokeWidth="2" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg className="hud-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M12 2l3 6.6 7.2.8-5.4 4.9 1.5 7.1L12 17.8 5.7 21.4l1.5-7.1L1.8 9.4 9 8.6z" fill="#ffb703" stroke="#c98a00" strokeWidth="1" />
    </svg>
  );
}
