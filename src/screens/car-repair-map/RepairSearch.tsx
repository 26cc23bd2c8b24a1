import { useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import { messages, withValues } from '../../domain/validation/messages.ts';
import { SEARCH_MIN_LENGTH } from '../address/AddressSearch.tsx';
import type { SearchNote } from './use-repair-shop-search.ts';

interface RepairSearchProps {
  query: string;
  onQuery(query: string): void;
  onSearch(): void;
  note: SearchNote;
}

/** One search box for a shop's name or an address, and what the last search found, announced. */
export function RepairSearch({ query, onQuery, onSearch, note }: RepairSearchProps) {
  const { t, i18n } = useLingui();
  const ids = { search: useId(), hint: useId(), note: useId() };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSearch();
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

  return (
    <div className="repair-search">
      <label className="field-label" htmlFor={ids.search}>
        {t`Hľadať servis podľa názvu alebo adresy`}
      </label>
      <p className="field-hint" id={ids.hint}>
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
          aria-describedby={`${ids.hint} ${ids.note}`}
          onChange={(event) => onQuery(event.currentTarget.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="button button--secondary" onClick={onSearch}>
          {t`Hľadať`}
        </button>
      </div>
      <p
        id={ids.note}
        role="status"
        className={`repair-search__note${note?.kind === 'failed' || note?.kind === 'noneFound' ? ' repair-search__note--problem' : ''}`}
      >
        {noteText}
      </p>
    </div>
  );
}
