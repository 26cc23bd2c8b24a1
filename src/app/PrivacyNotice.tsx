import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRetentionDays } from './retention.ts';
import { DRAFT_MAX_AGE_DAYS } from './drafts.ts';
import { DPO_EMAIL, PUBLIC_SITE_URL } from './insurer.ts';
import { useHeadingFocus } from './use-heading-focus.ts';
import { usePageTitle } from './use-page-title.ts';

/** The Slovak data protection office, where a complaint goes (GDPR Art. 77). */
const AUTHORITY_URL = 'https://dataprotection.gov.sk/';

/**
 * The privacy notice (GDPR Art. 13): who processes what the reporter types, why, for how
 * long (drafts: the server's RETENTION_DAYS, asked for when the page opens), to whom it goes, the
 * person's rights, and what this device keeps and how to clear it. Linked from the footer and from
 * the first screens that ask for personal data; the report in progress is untouched, "Back to the
 * report" returns to it, as from the accessibility statement.
 */
export function PrivacyNotice({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  const retentionDays = useRetentionDays();
  const draftDays = DRAFT_MAX_AGE_DAYS;
  const site = new URL(PUBLIC_SITE_URL).host;
  const forgetButton = t`Zabudnúť rozpracované hlásenia na tomto zariadení`;
  const deleteButton = t`Vymazať všetky rozpracované hlásenia`;
  usePageTitle(`${t`Ochrana osobných údajov`} – ${t`Nahlásenie poistnej udalosti`}`);
  // Once, on arrival; a switch of language leaves focus on the switch.
  const heading = useHeadingFocus();
  return (
    <main className="page page--narrow" id="main">
      <h1 ref={heading} tabIndex={-1}>
        {t`Ochrana osobných údajov`}
      </h1>
      <p>{t`Tu vysvetľujeme, čo sa deje s údajmi, ktoré pri hlásení škody zadáte, a čo si o hlásení pamätá vaše zariadenie.`}</p>

      <h2>{t`Kto vaše údaje spracúva`}</h2>
      <p>
        <Trans>
          Prevádzkovateľom je Poisťovňa (<a href={PUBLIC_SITE_URL}>{site}</a>), ktorej škodu nahlasujete. Poisťovňa má zodpovednú osobu pre
          ochranu osobných údajov; jej adresu nájdete nižšie v časti Kontakt.
        </Trans>
      </p>

      <h2>{t`Prečo ich spracúvame`}</h2>
      <p>{t`Aby sme mohli vašu škodu prijať, posúdiť a vyplatiť. Údaje potrebujeme na plnenie poistnej zmluvy (čl. 6 ods. 1 písm. b) GDPR) a na povinnosti, ktoré nám pri vybavovaní poistných udalostí ukladá zákon o poisťovníctve (čl. 6 ods. 1 písm. c) GDPR). Bez nich škodu vybaviť nevieme.`}</p>

      <h2>{t`Aké údaje`}</h2>
      <ul>
        <li>{t`mená a kontakty (e-mail, telefón) toho, kto škodu nahlasuje, a ďalších osôb v hlásení`}</li>
        <li>{t`rodné číslo alebo dátum narodenia, pri firme IČO`}</li>
        <li>{t`evidenčné čísla vozidiel a čísla poistných zmlúv`}</li>
        <li>{t`kde, kedy a ako sa udalosť stala, aké sú škody, vrátane zranení`}</li>
        <li>{t`číslo účtu (IBAN), na ktorý pošleme peniaze`}</li>
        <li>{t`fotografie a dokumenty, ktoré priložíte`}</li>
      </ul>

      <h2>{t`Komu ich odovzdávame`}</h2>
      <p>{t`Odoslané hlásenie prevezme náš systém na vybavovanie škôd, v ktorom škodu ďalej riešime. Ak hlásenie zadáva náš partner vo svojom portáli, údaje zadáva a vidí aj jeho pracovník. Nikomu inému ich z tohto formulára neposielame.`}</p>

      <h2>{t`Ako dlho ich uchovávame`}</h2>
      <ul>
        <li>
          {typeof retentionDays === 'number' ? (
            <Trans>
              Rozpracované hlásenie, v ktorom <Plural value={retentionDays} one="# deň" few="# dni" other="# dní" /> nepokračujete, vymažeme
              aj s prílohami. Lehota plynie od jeho poslednej zmeny alebo od posledného e-mailu s odkazom na pokračovanie.
            </Trans>
          ) : retentionDays === 'unknown' ? (
            t`Rozpracované hlásenie, v ktorom dlhší čas nepokračujete, vymažeme aj s prílohami. Presnú lehotu uvádza e-mail s odkazom na pokračovanie.`
          ) : (
            t`Zisťujeme, ako dlho uchovávame rozpracované hlásenia…`
          )}
        </li>
        <li>{t`Odoslané hlásenie uchovávame v spise poistnej udalosti tak dlho, ako to vyžadujú predpisy o poisťovníctve a naše pravidlá archivácie.`}</li>
      </ul>

      <h2>{t`Čo si pamätá toto zariadenie`}</h2>
      <ul>
        <li>
          <Trans>
            Zoznam vašich rozpracovaných hlásení, aby ste v nich mohli pokračovať: iba ich označenie a čas začatia, nie to, čo ste vyplnili.
            Prehliadač ho má v lokálnom úložisku (local storage) <Plural value={draftDays} one="# deň" few="# dni" other="# dní" /> od
            začatia hlásenia.
          </Trans>
        </li>
        <li>
          <Trans>
            Odpovede, ktoré ste vyplnili a ktoré k nám ešte nedošli (napríklad bez signálu), aby sa nestratili po návrate späť, opätovnom
            načítaní stránky, zatvorení karty ani reštarte telefónu. Sú v úložisku IndexedDB tohto prehliadača a zmiznú, len čo ich
            dostaneme, najneskôr <Plural value={draftDays} one="# deň" few="# dni" other="# dní" /> od začatia hlásenia.
          </Trans>
        </li>
        <li>{t`Jazyk, ktorý ste si zvolili.`}</li>
      </ul>
      <p>{t`Vo formulári v portáli partnera si zariadenie nepamätá zoznam rozpracovaných hlásení; neodoslané odpovede si pamätá, len kým k nám nedôjdu.`}</p>

      <h2>{t`Ako to z tohto zariadenia vymazať`}</h2>
      <p>{t`Keď formulár otvoríte a zariadenie si pamätá rozpracované hlásenia, na prvej stránke nájdete tlačidlo „${forgetButton}“. Vymaže z tohto zariadenia zoznam hlásení aj neodoslané odpovede. Hlásenia u nás zostanú, kým ich nevymažeme podľa lehoty vyššie, a otvoríte ich odkazom z e-mailu.`}</p>
      <p>{t`Tlačidlo „${deleteButton}“ na tej istej stránke ich vymaže aj u nás. Všetko, čo si zariadenie pamätá, vymažete aj vymazaním údajov stránok v nastaveniach prehliadača.`}</p>

      <h2>{t`Vaše práva`}</h2>
      <p>{t`Máte právo vedieť, aké údaje o vás spracúvame, a dostať ich kópiu, dať ich opraviť, požiadať o ich vymazanie alebo obmedzenie spracúvania, ak ich už nepotrebujeme alebo ich nesmieme spracúvať, a namietať proti spracúvaniu. Napíšte nám na adresu nižšie.`}</p>
      <p>
        <Trans>
          Ak si myslíte, že s vašimi údajmi zaobchádzame nesprávne, môžete podať sťažnosť Úradu na ochranu osobných údajov Slovenskej
          republiky (<a href={AUTHORITY_URL}>dataprotection.gov.sk</a>).
        </Trans>
      </p>

      <h2>{t`Kontakt`}</h2>
      <p>
        <Trans>
          S otázkami o vašich údajoch a so žiadosťami o uplatnenie vašich práv sa obráťte na zodpovednú osobu pre ochranu osobných údajov:{' '}
          <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>.
        </Trans>
      </p>
      <button type="button" className="button" onClick={onBack}>
        {t`Späť do hlásenia`}
      </button>
    </main>
  );
}
