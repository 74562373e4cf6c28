import { useEffect, useRef, useState, type MutableRefObject, type PointerEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { gradeLabelKey, isGradeCode, isSuccess, type Product } from '@learnstar/shared';
import { useCart } from '../../stores/cart';
import { useUi } from '../../stores/ui';
import { shopApi } from './shop-api';
import { localized, money } from './shop-format';
import { ExpiryBadge } from './ExpiryBadge';
import { PageMessage } from '../../common/PageMessage';

/** /productdetail?id=: everything SPEC §3 lists for a product, and adding it to the cart. */
export function ProductDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useUi((s) => s.toast);
  const [product, setProduct] = useState<Product | null>(null);
  const [missing, setMissing] = useState(false);
  const [image, setImage] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const swipeStart = useRef<number | null>(null);
  const id = Number(params.get('id'));
  useEffect(() => {
    void shopApi.product(id).then((r) => (isSuccess(r) && r.data ? setProduct(r.data) : setMissing(true)));
  }, [id]);
  if (missing) return <p className="notice">{t('errors.productNotFound')}</p>;
  if (!product) return <PageMessage busy text={t('common.loading')} />;
  const lang = i18n.language;
  const swipe = swipeHandlers(swipeStart, (step) => setImage((i) => (i + step + product.images.length) % product.images.length));
  const buyable = !product.soldOut && !product.expired;

  const add = async () => {
    const result = await shopApi.addToCart(product.id, quantity);
    if (!isSuccess(result)) return toast(t(`errors.${result.msg ?? 'submissionFailed'}`), 'error');
    useCart.getState().set(result.data ?? []);
    await useCart.getState().refresh(true);
    toast(t('shop.added'), 'success');
  };
  // Buys this one item: the checkout prices only it, and whatever the cart holds stays there.
  const buyNow = () => navigate(`/placeorder?buyNow=${product.id}&qty=${quantity}`);

  return (
    <section className="product-detail">
      <div className="gallery">
        {product.images[image] && <img src={product.images[image]} alt={localized(product, 'name', lang)} className="main-image" {...swipe} />}
        <div className="thumbs">
          {product.images.map((src, i) => (
            <button key={src} type="button" className={i === image ? 'on' : ''} onClick={() => setImage(i)} aria-label={t('shop.image', { n: i + 1 })}>
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      </div>
      <div className="info">
        <h1>{localized(product, 'name', lang)}</h1>
        <p className="price big">{money(product.priceCents, lang)}</p>
        <p className="badges">
          {product.soldOut && <span className="badge bad">{t('shop.soldOut')}</span>}
          <ExpiryBadge expiresAt={product.expiresAt} />
        </p>
        <p>{localized(product, 'description', lang)}</p>
        <dl className="spec">
          <dt>{t('shop.specification')}</dt>
          <dd>{localized(product, 'specification', lang) || '—'}</dd>
          <dt>{t('shop.weight')}</dt>
          <dd>{product.weightGrams ? t('shop.grams', { n: product.weightGrams }) : '—'}</dd>
          <dt>{t('shop.dimensions')}</dt>
          <dd>{product.dimensions ?? '—'}</dd>
          <dt>{t('shop.packingList')}</dt>
          <dd>{localized(product, 'packingList', lang) || '—'}</dd>
          <dt>{t('shop.grades')}</dt>
          <dd>{product.gradeCodes.length ? product.gradeCodes.filter(isGradeCode).map((g) => t(gradeLabelKey(g))).join(t('common.listSeparator')) : t('shop.allGrades')}</dd>
          <dt>{t('shop.purchaseLimit')}</dt>
          <dd>{t('shop.perOrder', { n: product.purchaseLimit })}</dd>
          <dt>{t('shop.files')}</dt>
          <dd>
            {product.files.length
              ? product.files.map((f) => (
                  <a key={f.url} href={f.url} download={f.name} className="file-link">
                    {f.name}
                  </a>
                ))
              : '—'}
          </dd>
          {product.videoUrl && (
            <>
              <dt>{t('shop.video')}</dt>
              <dd>
                <video src={product.videoUrl} controls preload="metadata" width={480} />
              </dd>
            </>
          )}
        </dl>
        {buyable ? (
          <div className="buy-row">
            <label>
              {t('shop.quantity')}{' '}
              <input type="number" name="quantity" min={1} max={product.purchaseLimit} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(product.purchaseLimit, Number(e.target.value) || 1)))} />
            </label>
            <button type="button" className="button" onClick={() => void add()}>
              {t('shop.addToCart')}
            </button>
            <button type="button" className="button ghost" onClick={buyNow}>
              {t('shop.buyNow')}
            </button>
          </div>
        ) : (
          <p className="notice">{product.expired ? t('errors.productExpired') : t('errors.soldOut')}</p>
        )}
      </div>
    </section>
  );
}

/** The smallest sideways move a finger makes on purpose (a tap wobbles a few pixels). */
const SWIPE_PX = 40;

/** A finger (or mouse) swiped sideways across the picture: the next picture to the left, the previous to the right. */
function swipeHandlers(startX: MutableRefObject<number | null>, turn: (step: 1 | -1) => void) {
  return {
    onPointerDown: (event: PointerEvent<HTMLImageElement>) => {
      startX.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLImageElement>) => {
      const moved = startX.current === null ? 0 : event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(moved) >= SWIPE_PX) turn(moved < 0 ? 1 : -1);
    },
    draggable: false,
  };
}
