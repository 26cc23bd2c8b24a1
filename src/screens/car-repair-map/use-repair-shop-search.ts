import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import {
  REPAIR_OPTIONS,
  REPAIR_SERVICE_KINDS,
  suggestedRepairKinds,
  type Point,
  type RepairOption,
  type RepairServiceKind,
  type RepairShop,
} from '../../domain/address.ts';
import { formatAddress } from '../../domain/format.ts';
import type { Incident } from '../../domain/report.ts';
import { SEARCH_MIN_LENGTH } from '../address/AddressSearch.tsx';
import type { RepairShopQuery, ScreenLookups } from '../screen-props.ts';

/** How many shops the list shows at first, and how many more each "show more" adds. */
export const SHOPS_PAGE = 10;

/** What the list is about: near the incident (the start), shops by name, shops near a searched address. */
export type Basis = { kind: 'start' } | { kind: 'name'; q: string } | { kind: 'address'; point: Point; label: string };

/** What the search box says of the last search. */
export type SearchNote =
  | { kind: 'tooShort' }
  | { kind: 'searching' }
  | { kind: 'byName'; q: string; count: number }
  | { kind: 'byAddress'; q: string; label: string }
  | { kind: 'noneFound'; q: string }
  | { kind: 'failed' }
  | null;

export interface Filters {
  kinds: RepairServiceKind[];
  options: RepairOption[];
}

export type ListState = 'loading' | 'ready' | 'failed';

/**
 * The search of /car-repair-map: the list of shops for a basis and the filters, the search box
 * (a shop's name first; when none matches, the shops nearest the first address found, docs/decisions.md
 * "Map screens"), the list's paging and the shop selected in it. Only the answer to the latest
 * question counts: a new one cancels the one under way, and an older answer arriving late is dropped.
 */
export function useRepairShopSearch(lookups: ScreenLookups, incident: Pick<Incident, 'reason'>, incidentPoint: Point | null) {
  const { i18n } = useLingui();
  const [filters, setFilters] = useState<Filters>(() => ({ kinds: suggestedRepairKinds(incident.reason?.id), options: [] }));
  const [basis, setBasis] = useState<Basis>({ kind: 'start' });
  const [shops, setShops] = useState<RepairShop[]>([]);
  const [listState, setListState] = useState<ListState>('loading');
  const [query, setQuery] = useState('');
  const [note, setNote] = useState<SearchNote>(null);
  const [visible, setVisible] = useState(SHOPS_PAGE);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const latest = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const ask = () => {
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
    const { id, signal } = ask();
    setListState('loading');
    try {
      const found = await lookups.repairShops(queryOf(next, nextFilters), { signal });
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
    const { id, signal } = ask();
    setNote({ kind: 'searching' });
    try {
      const byName: Basis = { kind: 'name', q };
      const named = await lookups.repairShops(queryOf(byName, filters), { signal });
      if (id !== latest.current) return;
      if (named.length > 0) {
        show(byName, named);
        setNote({ kind: 'byName', q, count: named.length });
        return;
      }
      const [place] = await lookups.searchAddress(q, { signal });
      if (id !== latest.current) return;
      if (!place) {
        // The query stays in the box and the list as it was.
        setNote({ kind: 'noneFound', q });
        return;
      }
      const byAddress: Basis = { kind: 'address', point: { lat: place.lat, lon: place.lon }, label: formatAddress(place, i18n) };
      const near = await lookups.repairShops(queryOf(byAddress, filters), { signal });
      if (id !== latest.current) return;
      show(byAddress, near);
      setNote({ kind: 'byAddress', q, label: byAddress.label });
    } catch {
      if (id === latest.current) setNote({ kind: 'failed' });
    }
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

  /** A shop highlighted in the list, and shown there if it was beyond the page; false if it is not listed. */
  const select = (id: string) => {
    const index = shops.findIndex((shop) => shop.id === id);
    if (index < 0) return false;
    setSelectedId(id);
    setVisible((count) => Math.max(count, index + 1));
    return true;
  };

  return {
    query,
    setQuery,
    search: () => void search(),
    note,
    filters,
    toggleFilter,
    basis,
    shops,
    listState,
    retry: () => void load(basis, filters),
    visible,
    showMore: () => setVisible((count) => count + SHOPS_PAGE),
    selectedId,
    select,
  };
}
