import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MapView, type MapMarker } from '../../components/map/MapView.tsx';
import { Notice } from '../../components/Notice.tsx';
import {
  REPAIR_OPTIONS,
  REPAIR_SERVICE_KINDS,
  carRepairServiceOf,
  pointOf,
  suggestedRepairKinds,
  type Point,
  type RepairOption,
  type RepairServiceKind,
  type RepairShop,
} from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';
import { messages, withValues } from '../../domain/validation/messages.ts';
import { SEARCH_MIN_LENGTH } from '../address/AddressSearch.tsx';
import { summaryLocale } from '../../domain/summary-labels.ts';
import { useMapTiles } from '../address/use-map-tiles.ts';
import type { RepairShopQuery, ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../address/address.css';
import '../shared/screens.css';
import './CarRepairMapScreen.css';
import { ShopCard, shopHeadingId } from './ShopCard.tsx';

/** How many shops the list shows at first, and how many more each "show more" adds. */
export const SHOPS_PAGE = 10;
/** The map opens around the incident place and this many of the nearest shops (issue 29). */
const NEAREST_IN_VIEW = 3;

/** What the list is about: near the incident (the start), shops by name, shops near a searched address. */
type Basis = { kind: 'start' } | { kind: 'name'; q: string } | { kind: 'address'; point: Point; label: string };

type SearchNote =
  | { kind: 'tooShort' }
  | { kind: 'searching' }
  | { kind: 'byName'; q: string; count: number }
  | { kind: 'byAddress'; q: string; label: string }
  | { kind: 'noneFound'; q: string }
  | { kind: 'failed' }
  | null;

interface Filters {
  kinds: RepairServiceKind[];
  options: RepairOption[];
}

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
  const incidentPoint = pointOf(props.report.incident.address);
  const chosen = props.report.incident.carRepairService ?? null;
  const ids = { search: useId(), searchHint: useId(), searchNote: useId(), list: useId(), skip: useId() };

  const [filters, setFilters] = useState<Filters>(() => ({ kinds: suggestedRepairKinds(props.report.incident.reason?.id), options: [] }));
  const [basis, setBasis] = useState<Basis>({ kind: 'start' });
  const [shops, setShops] = useState<RepairShop[]>([]);
  const [listState, setListState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [query, setQuery] = useState('');
  const [note, setNote] = useState<SearchNote>(null);
  const [visible, setVisible] = useState(SHOPS_PAGE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusShop, setFocusShop] = useState<{ id: string } | null>(null);
  const [reveal, setReveal] = useState<{ id: string } | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  // Only the answer to the latest question counts; an older one arriving late is dropped.
  const latest = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const start = () => {
    abort.current?.abort();
    abort.current = new AbortController();
    latest.current += 1;
    return { id: latest.current, signal: abort.current.signal };
  };
  useEffect(() => () => abort.current?.abort(), []);

  const queryOf = (next: Basis, nextFilters: Filters): RepairShopQuery => {
    const near = next.kind === 'address' ? next.point : incidentPoint;
    return {
      ...(next.kind === 'name' ? { q: next.q } : {}),
      ...(near ? { near } : {}),
      kinds: nextFilters.kinds,
      options: nextFilters.options,
    };
  };

  const show = (next: Basis, found: RepairShop[]) => {
    setBasis(next);
    setShops(found);
    setListState('ready');
    setVisible(SHOPS_PAGE);
    setSelectedId(null);
  };

  /** The list for a basis and filters (the start, a changed filter, "try again"). */
  const load = async (next: Basis, nextFilters: Filters) => {
    const { id, signal } = start();
    setListState('loading');
    try {
      const found = await props.lookups.repairShops(queryOf(next, nextFilters), { signal });
      if (id === latest.current) show(next, found);
    } catch {
      if (id === latest.current) setListState('failed');
    }
  };

  useEffect(() => {
    void load(basis, filters);
    // The first list only; later lists follow the search and the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first list only (see above)
  }, []);

  const search = async () => {
    const q = query.trim();
    if (q === '') {
      setNote(null);
      void load({ kind: 'start' }, filters);
      return;
    }
    if (q.length < SEARCH_MIN_LENGTH) {
      setNote({ kind: 'tooShort' });
      return;
    }
    const { id, signal } = start();
    setNote({ kind: 'searching' });
    try {
      const byName: Basis = { kind: 'name', q };
      const named = await props.lookups.repairShops(queryOf(byName, filters), { signal });
      if (id !== latest.current) return;
      if (named.length > 0) {
        show(byName, named);
        setNote({ kind: 'byName', q, count: named.length });
        return;
      }
      const [place] = await props.lookups.searchAddress(q, { signal });
      if (id !== latest.current) return;
      if (!place) {
        // The query stays in the box and the list as it was.
        setNote({ kind: 'noneFound', q });
        return;
      }
      const byAddress: Basis = { kind: 'address', point: { lat: place.lat, lon: place.lon }, label: formatAddress(place, i18n) };
      const near = await props.lookups.repairShops(queryOf(byAddress, filters), { signal });
      if (id !== latest.current) return;
      show(byAddress, near);
      setNote({ kind: 'byAddress', q, label: byAddress.label });
    } catch {
      if (id === latest.current) setNote({ kind: 'failed' });
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  const toggleFilter = <K extends keyof Filters>(key: K, value: Filters[K][number], checked: boolean) => {
    const all = (key === 'kinds' ? REPAIR_SERVICE_KINDS : REPAIR_OPTIONS) as ReadonlyArray<Filters[K][number]>;
    const current = new Set<string>(filters[key]);
    if (checked) current.add(value);
    else current.delete(value);
    const next = { ...filters, [key]: all.filter((item) => current.has(item)) } as Filters;
    setFilters(next);
    void load(basis, next);
  };

  // A marker pressed on the map: its shop in the list is highlighted, shown and focused.
  const selectShop = (id: string) => {
    const index = shops.findIndex((shop) => shop.id === id);
    if (index < 0) return;
    setSelectedId(id);
    setVisible((count) => Math.max(count, index + 1));
    setFocusShop({ id });
  };
  useEffect(() => {
    if (!focusShop) return;
    const heading = document.getElementById(shopHeadingId(focusShop.id));
    if (typeof heading?.scrollIntoView === 'function') heading.scrollIntoView({ block: 'nearest' });
    heading?.focus({ preventScroll: true });
  }, [focusShop]);

  // "Ukázať na mape" in the list: the shop is highlighted and its marker shown, out of its cluster.
  const showOnMap = (id: string) => {
    setSelectedId(id);
    setReveal({ id });
    if (typeof mapRef.current?.scrollIntoView === 'function') mapRef.current.scrollIntoView({ block: 'nearest' });
  };

  const choose = (shop: RepairShop) => props.submit({ incident: { carRepairService: carRepairServiceOf(shop) } });
  const skip = () => props.submit({ incident: { carRepairService: null } });

  const kindLabels: Record<RepairServiceKind, string> = {
    GENERAL: t`Všeobecné klampiarske práce`,
    GLASS: t`Autosklo`,
    HAIL: t`Oprava po krupobití`,
  };
  const optionLabels: Record<RepairOption, string> = {
    REPLACEMENT_VEHICLE: t`Náhradné vozidlo`,
    CLIENT_PICKUP: t`Pristavenie a odvoz vozidla`,
    TOWING: t`Odťah`,
  };

  let noteText = '';
  if (note?.kind === 'tooShort') noteText = i18n._(withValues(messages.nameMinLength, { min: SEARCH_MIN_LENGTH }));
  else if (note?.kind === 'searching') noteText = t`Hľadáme…`;
  else if (note?.kind === 'byName') {
    const { q, count } = note;
    noteText = t`Servisy, ktoré zodpovedajú hľadaniu „${q}“: ${count}.`;
  } else if (note?.kind === 'byAddress') {
    const { q, label } = note;
    noteText = t`Servis s názvom „${q}“ sme nenašli. Zobrazujeme servisy najbližšie k adrese ${label}.`;
  } else if (note?.kind === 'noneFound') {
    const { q } = note;
    noteText = t`Nenašli sme servis ani adresu „${q}“. Skúste iný názov, obec alebo PSČ.`;
  } else if (note?.kind === 'failed') {
    noteText = t`Vyhľadávanie servisov teraz nefunguje. Skúste to, prosím, o chvíľu znova; zoznam nižšie zostáva.`;
  }

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
    } else if (incidentPoint) listStatus = t`Počet servisov: ${count}. Najbližšie k miestu udalosti sú prvé.`;
    else listStatus = t`Počet servisov: ${count}.`;
  }

  // The view: around the incident place and the nearest shops at the start; around the shops found
  // (and the address they are sorted from) after a search or a change of filters.
  const shopPoints = shops.map((shop) => ({ lat: shop.lat, lon: shop.lon }));
  let fitTo: Point[] = shopPoints;
  if (basis.kind === 'start' && incidentPoint) fitTo = [incidentPoint, ...shopPoints.slice(0, NEAREST_IN_VIEW)];
  else if (basis.kind === 'address') fitTo = [basis.point, ...shopPoints.slice(0, NEAREST_IN_VIEW)];

  const markers: MapMarker[] = [
    ...(incidentPoint ? [{ id: 'incident', variant: 'place' as const, label: t`Miesto udalosti`, ...incidentPoint }] : []),
    ...(basis.kind === 'address' ? [{ id: 'searched', variant: 'place' as const, label: basis.label, ...basis.point }] : []),
    ...shops.map((shop, index) => ({
      id: shop.id,
      lat: shop.lat,
      lon: shop.lon,
      label: shop.companyName,
      text: String(index + 1),
      variant: 'shop' as const,
      selected: shop.id === selectedId,
    })),
  ];

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
            hint={t`Stlačením značky na mape servis nájdete v zozname. Číslo v krúžku je počet servisov blízko seba.`}
            tiles={tiles}
            markers={markers}
            onMarkerClick={selectShop}
            clusterLabel={(count) => t`Servisy blízko seba: ${count}. Stlačením mapu priblížite.`}
            fitTo={fitTo}
            reveal={reveal}
          />
        </div>
        <div className="repair-map__panel">
          <div className="repair-search">
            <label className="field-label" htmlFor={ids.search}>
              {t`Hľadať servis podľa názvu alebo adresy`}
            </label>
            <p className="field-hint" id={ids.searchHint}>
              {t`Napríklad názov servisu, obec alebo PSČ.`}
            </p>
            <div className="address-search__row">
              <input
                id={ids.search}
                className="field-input"
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                value={query}
                aria-describedby={`${ids.searchHint} ${ids.searchNote}`}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onKeyDown={onSearchKey}
              />
              <button type="button" className="button button--secondary" onClick={() => void search()}>
                {t`Hľadať`}
              </button>
            </div>
            <p
              id={ids.searchNote}
              role="status"
              className={`repair-search__note${note?.kind === 'failed' || note?.kind === 'noneFound' ? ' repair-search__note--problem' : ''}`}
            >
              {noteText}
            </p>
          </div>

          <fieldset className="fieldset repair-filters">
            <legend className="field-legend">{t`Služby, ktoré servis musí ponúkať`}</legend>
            {REPAIR_SERVICE_KINDS.map((kind) => (
              <FilterBox
                key={kind}
                id={`filter-${kind}`}
                label={kindLabels[kind]}
                checked={filters.kinds.includes(kind)}
                onChange={(checked) => toggleFilter('kinds', kind, checked)}
              />
            ))}
          </fieldset>
          <fieldset className="fieldset repair-filters">
            <legend className="field-legend">{t`Ďalšie možnosti`}</legend>
            {REPAIR_OPTIONS.map((option) => (
              <FilterBox
                key={option}
                id={`filter-${option}`}
                label={optionLabels[option]}
                checked={filters.options.includes(option)}
                onChange={(checked) => toggleFilter('options', option, checked)}
              />
            ))}
          </fieldset>

          <section className="repair-list" aria-labelledby={ids.list}>
            <h2 id={ids.list} className="repair-list__title">
              {t`Zmluvné servisy`}
            </h2>
            <p className="repair-list__status" role="status">
              {listStatus}
            </p>
            {listState === 'failed' && (
              <Notice tone="warning" title={t`Zoznam servisov sa nepodarilo načítať`}>
                <p>{t`Skontrolujte pripojenie na internet a skúste to znova. Môžete aj pokračovať bez výberu servisu.`}</p>
                <button type="button" className="button button--secondary" onClick={() => void load(basis, filters)}>
                  {t`Skúsiť znova`}
                </button>
              </Notice>
            )}
            {shops.length > 0 && (
              <ol className="shop-list">
                {shops.slice(0, visible).map((shop, index) => (
                  <ShopCard
                    key={shop.id}
                    shop={shop}
                    number={index + 1}
                    selected={shop.id === selectedId}
                    chosen={shop.id === chosen?.objId}
                    busy={props.busy}
                    locale={locale}
                    kindLabels={kindLabels}
                    optionLabels={optionLabels}
                    onChoose={() => choose(shop)}
                    onShowOnMap={() => showOnMap(shop.id)}
                  />
                ))}
              </ol>
            )}
            {shops.length > visible && (
              <button type="button" className="button button--secondary" onClick={() => setVisible((value) => value + SHOPS_PAGE)}>
                {t`Zobraziť ďalšie servisy`}
              </button>
            )}
          </section>
        </div>
      </div>

      <section className="repair-skip" aria-labelledby={ids.skip}>
        <h2 id={ids.skip} className="repair-skip__title">
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

function FilterBox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="choice">
      <input
        className="choice__input"
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label className="choice__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
