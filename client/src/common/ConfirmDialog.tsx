import { useTranslation } from 'react-i18next';

export function ConfirmDialog({ text, onConfirm, onCancel, confirmLabel, cancelLabel }: { text: string; onConfirm(): void; onCancel(): void; confirmLabel?: string; cancelLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="modal-backdrop" role="presentation">
      <div className="modal" role="alertdialog" aria-modal="true" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
        <p>{text}</p>
        <div className="modal-actions">
          {/* The safe choice has the focus, for the keyboard. */}
          <button type="button" className="button ghost" onClick={onCancel} autoFocus>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
