import { useLingui } from '@lingui/react/macro';
import { formatDistance, type RepairOption, type RepairServiceKind, type RepairShop } from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';

/** The id of a shop's heading in the list (a marker's click moves the focus there). */
export const shopHeadingId = (id: string) => `shop-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface ShopCardProps {
  shop: RepairShop;
  number: number;
  selected: boolean;
  chosen: boolean;
  busy: boolean;
  locale: 'sk' | 'en';
  kindLabels: Record<RepairServiceKind, string>;
  optionLabels: Record<RepairOption, string>;
  onChoose: () => void;
  /** Shows the shop's marker on the map (list and map in step). */
  onShowOnMap: () => void;
}

/** One contracted repair shop in the list: what it offers, and the button that chooses it. */
export function ShopCard({ shop, number, selected, chosen, busy, locale, kindLabels, optionLabels, onChoose, onShowOnMap }: ShopCardProps) {
  const { t, i18n } = useLingui();
  const name = shop.companyName;
  const classes = ['shop-card', selected ? 'shop-card--selected' : '', chosen ? 'shop-card--chosen' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <div className="shop-card__header">
        {/* The number the shop's marker on the map shows. */}
        <span className="shop-card__number" aria-hidden="true">
          {number}
        </span>
        <h3 className="shop-card__name" id={shopHeadingId(shop.id)} tabIndex={-1}>
          {name}
        </h3>
      </div>
      {chosen && <p className="shop-card__badge">{t`Váš vybraný servis`}</p>}
      <dl className="shop-card__details">
        <div>
          <dt>{t`Adresa`}</dt>
          <dd>{formatAddress(shop.address, i18n)}</dd>
        </div>
        {typeof shop.distanceKm === 'number' && (
          <div>
            <dt>{t`Vzdialenosť`}</dt>
            <dd>{formatDistance(shop.distanceKm, locale)}</dd>
          </div>
        )}
        {shop.phone && (
          <div>
            <dt>{t`Telefón`}</dt>
            <dd>
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t`Služby`}</dt>
          <dd>{shop.services.map((kind) => kindLabels[kind]).join(', ')}</dd>
        </div>
        {shop.options.length > 0 && (
          <div>
            <dt>{t`Ďalšie možnosti`}</dt>
            <dd>{shop.options.map((option) => optionLabels[option]).join(', ')}</dd>
          </div>
        )}
      </dl>
      <div className="shop-card__actions">
        <button type="button" className="button" disabled={busy} onClick={onChoose}>
          {t`Vybrať tento servis`}
          <span className="visually-hidden">: {name}</span>
        </button>
        <button type="button" className="button button--secondary" onClick={onShowOnMap}>
          {t`Ukázať na mape`}
          <span className="visually-hidden">: {name}</span>
        </button>
      </div>
    </li>
  );
}
