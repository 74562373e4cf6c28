import { create } from 'zustand';

export interface Toast {
  id: number;
  text: string;
  kind: 'success' | 'error' | 'info';
}

interface UiState {
  loginOpen: boolean;
  /** An i18n key explaining why the login dialog opened (e.g. errors.notLoggedIn). */
  loginReason: string | null;
  toasts: Toast[];
  /** A game or race round is under way: the header shrinks to a slim bar so the round fits the window. */
  roundRunning: boolean;
  setRoundRunning(on: boolean): void;
  openLogin(reason?: string): void;
  closeLogin(): void;
  toast(text: string, kind?: Toast['kind']): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useUi = create<UiState>((set) => ({
  loginOpen: false,
  loginReason: null,
  toasts: [],
  roundRunning: false,
  setRoundRunning: (on) => set({ roundRunning: on }),
  openLogin: (reason) => set({ loginOpen: true, loginReason: reason ?? null }),
  closeLogin: () => set({ loginOpen: false, loginReason: null }),
  toast: (text, kind = 'info') => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, text, kind }] }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), 4_000);
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
