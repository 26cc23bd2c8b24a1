import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { MapView } from '../../components/map/MapView.tsx';
import { Notice } from '../../components/Notice.tsx';
import { carRepairServiceOf, pointOf, type RepairShop } from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';
import { summaryLocale } from '../../domain/summary-labels.ts';
import { useMapTiles } from '../address/use-map-tiles.ts';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../address/address.css';
import '../shared/screens.css';
import './CarRepairMapScreen.css';
import { RepairFilters } from './RepairFilters.tsx';
import { useRepairLabels } from './repair-labels.ts';
import { repairMapView } from './repair-map-view.ts';
import { RepairSearch } from './RepairSearch.tsx';
import { shopHeadingId } from './ShopCard.tsx';
import { ShopList } from './ShopList.tsx';
import { useRepairShopSearch } from './use-repair-shop-search.ts';

/**
 * /car-repair-map (SPEC §2; wide): the contracted repair shops as markers and as a list (name,
 * address, phone, services, options, distance when known), nearest the incident address first
 * when it is known. One search box for a shop's name or an address (docs/decisions.md "Map screens": names
 * first; when none matches, the shops nearest the first address found); filters by service and
 * option. "Vybrať tento servis" stores the shop; the separate panel continues without one.
 */
export default function CarRepairMapScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const locale = summaryLocale(i18n);
  const tiles = useMapTiles(props.lookups);
  const labels = useRepairLabels();
  const incidentPoint = pointOf(props.report.incident.address);
  const chosen = props.report.incident.carRepairService ?? null;
  const search = useRepairShopSearch(props.lookups, props.report.incident, incidentPoint);
  const skipId = useId();
  const [focusShop, setFocusShop] = useState<{ id: string } | null>(null);
  const [reveal, setReveal] = useState<{ id: string } | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  // A marker pressed on the map: its shop in the list is highlighted, shown whole and focused.
  const selectShop = (id: string) => {
    if (search.select(id)) setFocusShop({ id });
  };
  useEffect(() => {
    if (!focusShop) return;
    const heading = document.getElementById(shopHeadingId(focusShop.id));
    const card = heading?.closest('li');
    if (card && typeof card.scrollIntoView === 'function') {
      // The whole card in the middle of the screen; one taller than the screen from its top.
      const fits = card.getBoundingClientRect().height <= window.innerHeight * 0.9;
      card.scrollIntoView({ block: fits ? 'center' : 'start' });
    }
    heading?.focus({ preventScroll: true });
  }, [focusShop]);

  // "Ukázať na mape" in the list: the shop is highlighted and its marker shown, out of its cluster.
  const showOnMap = (id: string) => {
    search.select(id);
    setReveal({ id });
    if (typeof mapRef.current?.scrollIntoView === 'function') mapRef.current.scrollIntoView({ block: 'nearest' });
  };

  const choose = (shop: RepairShop) => props.submit({ incident: { carRepairService: carRepairServiceOf(shop) } });
  const skip = () => props.submit({ incident: { carRepairService: null } });
  const { basis, shops, selectedId } = search;
  const { markers, fitTo } = repairMapView({ incidentPoint, incidentLabel: t`Miesto udalosti`, basis, shops, selectedId });

  return (
    <>
      <p className="screen-lead">
        {props.report.incident.resolveType === 'inService'
          ? props.context === 'SMP'
            ? t`Vyberte zmluvný servis, v ktorom je vozidlo klienta.`
            : t`Vyberte zmluvný servis, v ktorom je vaše vozidlo.`
          : t`Vyberte zmluvný servis, do ktorého vozidlo pristavíte.`}
      </p>
      <StepError error={props.error} />
      {chosen?.companyName && (
        <Notice tone="success" title={t`Vybraný servis`}>
          <p>
            <strong>{chosen.companyName}</strong>
            {chosen.address && `, ${formatAddress(chosen.address, i18n)}`}
          </p>
          <button
            type="button"
            className="button"
            disabled={props.busy}
            onClick={() => props.submit({ incident: { carRepairService: chosen } })}
          >
            {t`Pokračovať s týmto servisom`}
          </button>
        </Notice>
      )}
      <div className="repair-map">
        <div className="repair-map__map" ref={mapRef}>
          <MapView
            label={t`Mapa zmluvných servisov`}
            hint={t`Číslo na značke servisu je jeho poradie v zozname; stlačením značky servis v zozname nájdete. Krúžok s číslom zoskupuje servisy blízko seba: číslo je ich počet a stlačením krúžku mapu priblížite.`}
            tiles={tiles}
            markers={markers}
            onMarkerClick={selectShop}
            clusterLabel={(count) => t`Servisy blízko seba: ${count}. Stlačením mapu priblížite.`}
            fitTo={fitTo}
            reveal={reveal}
          />
        </div>
        <div className="repair-map__panel">
          <RepairSearch query={search.query} onQuery={search.setQuery} onSearch={search.search} note={search.note} />
          <RepairFilters filters={search.filters} labels={labels} onToggle={search.toggleFilter} />
          <ShopList
            shops={search.shops}
            listState={search.listState}
            basis={search.basis}
            filters={search.filters}
            nearIncident={incidentPoint !== null}
            visible={search.visible}
            selectedId={search.selectedId}
            chosenId={chosen?.objId}
            busy={props.busy}
            locale={locale}
            labels={labels}
            onChoose={choose}
            onShowOnMap={showOnMap}
            onRetry={search.retry}
            onShowMore={search.showMore}
          />
        </div>
      </div>

      <section className="repair-skip" aria-labelledby={skipId}>
        <h2 id={skipId} className="repair-skip__title">
          {t`Nechcete si vybrať zmluvný servis?`}
        </h2>
        <p>{t`Môžete pokračovať aj bez neho. Potom sa vás opýtame, kde si môžeme vozidlo obhliadnuť.`}</p>
        <button type="button" className="button button--secondary" disabled={props.busy} onClick={skip}>
          {t`Pokračovať bez výberu servisu`}
        </button>
      </section>
    </>
  );
}
