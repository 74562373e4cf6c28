import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGE_MAX_BYTES, isSuccess } from '@learnstar/shared';
import { useSession } from '../../../stores/session';
import { imageFileRefusal } from '../../../common/image-file';
import { toggled } from './catalogue-form';

const imageUrl = (name: string) => `/api/shop/assets/images/${encodeURIComponent(name)}`;

/**
 * The pictures of a product or good, in the order picked (the first is the main one): any of the
 * committed pictures or uploaded ones, or a new JPG/PNG of at most 2 MB uploaded here.
 */
export function ImagePicker({ images, selected, error, onChange, onUploaded }: { images: string[]; selected: string[]; error?: string; onChange(images: string[]): void; onUploaded(name: string): void }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = imageFileRefusal(file, PRODUCT_IMAGE_MAX_BYTES);
    if (refusal) return setUploadError(refusal);
    const body = new FormData();
    body.append('file', file);
    const response = await fetch('/api/console/shop-assets/images', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const result = (await response.json().catch(() => ({ code: response.status }))) as { code: number; msg?: string; data?: { name: string } };
    if (!isSuccess(result) || !result.data) return setUploadError(result.msg ?? 'submissionFailed');
    setUploadError(null);
    onUploaded(result.data.name);
    onChange([...selected, result.data.name]);
  };

  return (
    <fieldset className="image-picker">
      <legend>{t('consoleProducts.field_images')}</legend>
      {error && <p className="field-error" role="alert">{t(`errors.${error}`)}</p>}
      <div className="image-choices">
        {images.map((name) => {
          const position = selected.indexOf(name);
          return (
            <label key={name} className={position >= 0 ? 'chosen' : ''}>
              <input type="checkbox" checked={position >= 0} onChange={() => onChange(toggled(selected, name))} />
              <img src={imageUrl(name)} alt="" width={56} height={56} loading="lazy" />
              <span>{name}{position >= 0 && ` (${position + 1})`}</span>
            </label>
          );
        })}
      </div>
      <label className="field">
        <span className="field-label">{t('consoleProducts.uploadImage')}</span>
        <input type="file" name="upload" accept=".jpg,.jpeg,.png" onChange={(e) => void upload(e)} />
        {uploadError && <span className="field-error" role="alert">{t(`errors.${uploadError}`)}</span>}
      </label>
    </fieldset>
  );
}
