import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { RepairShop } from '../../domain/address.ts';
import { Notice } from '../../components/Notice.tsx';
import type { RepairLabels } from './repair-labels.ts';
import { ShopCard } from './ShopCard.tsx';
import type { Basis, Filters, ListState } from './use-repair-shop-search.ts';

interface ShopListProps {
  shops: RepairShop[];
  listState: ListState;
  basis: Basis;
  filters: Filters;
  /** The incident's place is known: the shops are sorted nearest it. */
  nearIncident: boolean;
  visible: number;
  selectedId: string | null;
  chosenId: string | undefined;
  busy: boolean;
  locale: 'sk' | 'en';
  labels: RepairLabels;
  onChoose(shop: RepairShop): void;
  onShowOnMap(id: string): void;
  onRetry(): void;
  onShowMore(): void;
}

/** The contracted shops found, numbered as their markers, a page at a time; what the list is, announced. */
export function ShopList(props: ShopListProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { shops, listState, basis, filters } = props;

  const count = shops.length;
  let listStatus = '';
  if (listState === 'loading') listStatus = t`Hľadáme servisy…`;
  else if (listState === 'ready' && count === 0)
    listStatus =
      filters.kinds.length + filters.options.length > 0
        ? t`Zvoleným službám nevyhovuje žiadny servis. Skúste niektorú z nich zrušiť.`
        : t`Nenašli sme žiadny servis.`;
  else if (listState === 'ready') {
    if (basis.kind === 'address') {
      const label = basis.label;
      listStatus = t`Počet servisov: ${count}. Najbližšie k adrese ${label} sú prvé.`;
    } else if (props.nearIncident) listStatus = t`Počet servisov: ${count}. Najbližšie k miestu udalosti sú prvé.`;
    else listStatus = t`Počet servisov: ${count}.`;
  }

  return (
    <section className="repair-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="repair-list__title">
        {t`Zmluvné servisy`}
      </h2>
      <p className="repair-list__status" role="status">
        {listStatus}
      </p>
      {listState === 'failed' && (
        <Notice tone="warning" title={t`Zoznam servisov sa nepodarilo načítať`}>
          <p>{t`Skontrolujte pripojenie na internet a skúste to znova. Môžete aj pokračovať bez výberu servisu.`}</p>
          <button type="button" className="button button--secondary" onClick={props.onRetry}>
            {t`Skúsiť znova`}
          </button>
        </Notice>
      )}
      {shops.length > 0 && (
        <ol className="shop-list">
          {shops.slice(0, props.visible).map((shop, index) => (
            <ShopCard
              key={shop.id}
              shop={shop}
              number={index + 1}
              selected={shop.id === props.selectedId}
              chosen={shop.id === props.chosenId}
              busy={props.busy}
              locale={props.locale}
              kindLabels={props.labels.kinds}
              optionLabels={props.labels.options}
              onChoose={() => props.onChoose(shop)}
              onShowOnMap={() => props.onShowOnMap(shop.id)}
            />
          ))}
        </ol>
      )}
      {shops.length > props.visible && (
        <button type="button" className="button button--secondary" onClick={props.onShowMore}>
          {t`Zobraziť ďalšie servisy`}
        </button>
      )}
    </section>
  );
}
