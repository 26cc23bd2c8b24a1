import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Every label of the summary in ONE table: the /summary screen, the /confirm screen and the
 * printable PDF take their wording from here, so the three never drift apart. The chosen options
 * (who caused it, the resolve type, yes/no answers …) are not here: the summary restates them from
 * option-labels.ts, the table their screens render them from. Lingui messages
 * (Slovak source, English in locales/en), read in the language of the I18n given: the browser's
 * own, or on the server the catalogs of server/i18n.ts. Ids are stable; change a text, never an id.
 * A label whose Slovak text a screen shows with another English wording carries the context
 * "summary", so each keeps its own translation.
 */
export type SummaryLocale = 'sk' | 'en';

/** The language of `i18n`, as the report's data (reason labels, scope kinds) is keyed. */
export const summaryLocale = (i18n: I18n): SummaryLocale => (i18n.locale === 'en' ? 'en' : 'sk');

export const SUMMARY_LABELS = {
  // Sections of /summary (and sub-headings of the printed tables).
  'section.reporter': msg`Ohlasovateľ`,
  'section.insured': msg`Poistený`,
  'section.aggrieved': msg({ message: 'Poškodený', context: 'summary' }),
  'section.operator': msg`Operátor portálu`,
  'section.incident': msg`Miesto a čas udalosti`,
  'section.policy': msg`Poistenie a vozidlo`,
  'section.bankAccount': msg`Bankový účet na výplatu`,
  'section.circumstances': msg`Okolnosti udalosti`,
  'section.damage': msg`Rozsah poškodenia`,
  'section.resolution': msg`Riešenie škody`,
  'section.responsibleParty': msg`Zodpovedná strana`,
  'section.coresponsibleParty': msg`Spoluzodpovedná strana`,
  'section.damagedVehicle': msg`Poškodené vozidlo`,
  'section.damagedProperty': msg`Poškodený majetok`,
  'section.damagedHealth': msg`Ujma na zdraví`,
  'section.additional': msg`Doplňujúce informácie`,
  'section.inspection': msg`Obhliadka vozidla`,
  'section.attachments': msg`Prílohy`,

  // Rows.
  'party.name': msg`Meno a priezvisko`,
  'party.businessName': msg`Obchodné meno`,
  'party.email': msg({ message: 'E-mail', context: 'summary' }),
  'party.phone': msg`Telefón`,
  'party.birthNumber': msg({ message: 'Rodné číslo', context: 'summary' }),
  'party.businessId': msg({ message: 'IČO', context: 'summary' }),
  'party.dateOfBirth': msg`Dátum narodenia`,
  'party.licensePlate': msg({ message: 'EČV vozidla', context: 'summary, other party' }),
  'party.vehicleDescription': msg({ message: 'Popis vozidla', context: 'summary' }),
  'party.policyId': msg`Číslo poistnej zmluvy`,
  'party.description': msg`Popis`,
  'party.sameAsReporter': msg`Zhodný s ohlasovateľom`,
  'operator.identificationNumber': msg`Identifikácia operátora`,
  'incident.address': msg`Miesto udalosti`,
  'incident.date': msg`Dátum udalosti`,
  'incident.policyType': msg`Druh poistenia`,
  'incident.licensePlate': msg`EČV vozidla`,
  'incident.vehicleDescription': msg({ message: 'Popis vozidla', context: 'summary' }),
  'incident.policyId': msg`Číslo poistnej zmluvy`,
  'bank.account': msg`Číslo účtu (IBAN)`,
  'bank.bic': msg`BIC/SWIFT`,
  'bank.holderBirthNumber': msg({ message: 'Rodné číslo majiteľa účtu', context: 'summary' }),
  'bank.holderDateOfBirth': msg`Dátum narodenia majiteľa účtu`,
  'bank.holderBusinessId': msg({ message: 'IČO majiteľa účtu', context: 'summary' }),
  'bank.contractService': msg`Účet zmluvného servisu`,
  'incident.scopes': msg`Rozsah škody`,
  'incident.reason': msg`Príčina udalosti`,
  'incident.responsibleParty': msg`Kto udalosť zavinil`,
  'incident.description': msg`Popis udalosti`,
  'incident.descriptionAdditional': msg`Doplňujúci popis`,
  'damage.myVehicle': msg`Poškodenie môjho vozidla`,
  'damage.windshieldLocation': msg`Miesto poškodenia čelného skla`,
  'damage.myProperty': msg`Poškodenie môjho majetku`,
  'damage.healthType': msg`Druh ujmy na zdraví`,
  'damage.health': msg`Popis ujmy na zdraví`,
  'resolution.type': msg`Spôsob riešenia`,
  'resolution.serviceName': msg`Zmluvný servis`,
  'resolution.serviceAddress': msg`Adresa servisu`,
  'resolution.serviceContact': msg`Kontakt na servis`,
  'resolution.payout': msg`Výplata poistného plnenia`,
  'inspection.address': msg`Adresa obhliadky`,
  'inspection.contactPerson': msg`Kontaktná osoba`,
  'inspection.email': msg`E-mail kontaktnej osoby`,
  'inspection.phone': msg`Telefón kontaktnej osoby`,

  // Values.
  'address.unspecified': msg`Adresa neurčená`,
  'vehicle.noLicensePlate': msg`Bez EČV`,
  // Another party's plate the reporter does not know: the vehicle has one.
  'vehicle.licensePlateUnknown': msg`Nie je známe`,
  // The insurer's products, as the verified policies' lines name them (the chosen policy type reads
  // as its screen offered it: option-labels.ts).
  'policyType.PZP': msg({ message: 'Povinné zmluvné poistenie (PZP)', context: 'summary' }),
  'policyType.CASCO': msg`Havarijné poistenie (CASCO)`,
  'partyType.PERSON': msg`Fyzická osoba`,
  'partyType.BUSINESS': msg`Právnická osoba`,
  // The wording of server/reference/data/scopes-of-damage.json (a test keeps them equal).
  'scope.1': msg`Moje vozidlo bolo poškodené`,
  'scope.2': msg`Moje vozidlo spôsobilo škodu`,
  'scope.3': msg`Iné vozidlo poškodilo môj majetok`,
  'scope.4': msg`Iné vozidlo mi spôsobilo zranenie`,
  'scopeSmp.1': msg`Vozidlo klienta bolo poškodené`,
  'scopeSmp.2': msg`Vozidlom klienta bola spôsobená škoda`,
  'scopeSmp.3': msg`Iné vozidlo poškodilo majetok poškodeného`,
  'scopeSmp.4': msg`Iné vozidlo spôsobilo poškodenému zranenie`,
  'attachmentType.PHOTO_DOC': msg`Fotodokumentácia`,
  'attachmentType.ACCIDENT_REPORT': msg`Záznam o dopravnej nehode`,
  'attachmentType.REPAIR_DOC': msg`Doklad o oprave`,
  'attachmentType.SERVICE_DOC': msg`Servisný doklad`,
  'attachmentType.PAYMENT_RECEIPT': msg`Doklad o zaplatení`,
  'attachmentType.BANK_APPROVAL': msg`Súhlas banky`,
  'attachmentType.FIRE_REPORT': msg`Správa hasičov`,
  'attachmentType.POLICE_REPORT': msg`Správa polície`,
  'attachmentType.EXPERT_TESTIMONY': msg`Znalecký posudok`,
  'attachmentType.PURCHASE_DOC': msg`Doklad o kúpe`,

  // The printable summary's tables (SPEC §2) and what only it shows.
  'print.title': msg`Hlásenie poistnej udalosti – súhrn`,
  'print.insurer': msg`Poisťovňa, a. s.`,
  'print.draft': msg`KONCEPT`,
  'print.draftNotice': msg`Hlásenie ešte nebolo odoslané. Tento dokument je iba koncept a nie je potvrdením o nahlásení poistnej udalosti.`,
  'print.page': msg({ message: 'strana {page} z {pages}' }),
  'print.generatedAt': msg`Vytvorené`,
  'print.table.whatHappened': msg`Čo sa stalo`,
  'print.table.identification': msg`Identifikácia`,
  'print.table.basicData': msg({ message: 'Základné údaje', context: 'summary' }),
  'print.table.contacts': msg`Kontakty`,
  'print.table.parties': msg`Účastníci`,
  'print.table.damagedObjects': msg`Poškodené objekty`,
  'print.table.inspection': msg`Obhliadka`,
  'print.table.service': msg`Servis`,
  'print.table.payout': msg`Účet na výplatu`,
  'print.table.documents': msg`Dokumenty`,
  'saved.status': msg`Stav hlásenia`,
  'saved.status.completed': msg`Odoslané`,
  'saved.status.duplicate': msg`Odoslané – duplicitné hlásenie už nahlásenej udalosti`,
  'saved.status.draft': msg`Koncept (neodoslané)`,
  'saved.savedAt': msg`Dátum a čas nahlásenia`,
  'saved.createdAt': msg`Založené`,
  'saved.updatedAt': msg`Naposledy zmenené`,
  'saved.reportNumber': msg`Číslo hlásenia`,
  'saved.claimId': msg`Číslo poistnej udalosti`,
  'saved.notAssigned': msg`Číslo zatiaľ nebolo pridelené`,
  'objectType.VEHICLE': msg`Vozidlo`,
  'objectType.PROPERTY': msg`Majetok`,
  'objectType.HEALTH': msg`Zdravie`,

  // The PDF a claims handler is glad to receive. The declaration's texts are the
  // /summary checkbox's and DeclarationDialog's messages word for word, so in the catalogs they are
  // the same entries (tests/pdf/summary.test.ts compares them).
  'print.hotline': msg({ message: 'Škodová linka {phone}' }),
  'print.verifiedPolicy': msg`Overená poistná zmluva`,
  'print.notVerified': msg`Neoverená`,
  'saved.claimIds': msg`Čísla poistných udalostí`,
  'print.responsibleParty': msg`zodpovedná strana`,
  'print.coresponsibleParty': msg`spoluzodpovedná strana`,
  'policyType.MINICASCO': msg`Minikasko`,
  'declaration.agreedAt': msg`Súhlas potvrdený`,
  'declaration.agreedAtSave': msg({ message: '{time} (pri odoslaní hlásenia)' }),
  'declaration.notAgreed': msg`Zatiaľ nie – hlásenie nebolo odoslané`,
  'declaration.title': msg`Vyhlásenie ohlasovateľa`,
  'declaration.statement': msg`Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa.`,
  'declaration.truth': msg`Pravdivosť a úplnosť údajov`,
  'declaration.truth.1': msg`Vyhlasujem, že všetky údaje uvedené v tomto hlásení sú pravdivé a úplné a že som nezamlčal(a) žiadnu skutočnosť, ktorá môže mať vplyv na posúdenie poistnej udalosti alebo na výšku poistného plnenia. Ak sa dodatočne dozviem o novej skutočnosti, bez zbytočného odkladu ju poisťovni oznámim.`,
  'declaration.truth.2': msg`Som si vedomý(á), že uvedenie nepravdivých alebo hrubo skreslených údajov alebo zamlčanie podstatných údajov môže viesť k zníženiu alebo odmietnutiu poistného plnenia a môže byť posúdené ako trestný čin poisťovacieho podvodu podľa § 223 Trestného zákona.`,
  'declaration.truth.3': msg`Ak hlásenie podávam v mene inej osoby, vyhlasujem, že som na to oprávnený(á) a že som ju s týmto vyhlásením oboznámil(a).`,
  'declaration.files': msg`Oprávnenie nahliadať do spisov`,
  'declaration.files.1': msg`Splnomocňujem poisťovňu, aby na účely šetrenia a likvidácie tejto poistnej udalosti nahliadala do spisov a dokumentácie polície, hasičského a záchranného zboru, orgánov činných v trestnom konaní, správnych orgánov, súdov a poskytovateľov zdravotnej starostlivosti, robila si z nich výpisy, odpisy a kópie a vyžiadala si od nich potrebné informácie. Zároveň ich v tomto rozsahu zbavujem povinnosti mlčanlivosti voči poisťovni.`,
  'declaration.data': msg`Spracúvanie osobných údajov`,
  'declaration.data.1': msg`Beriem na vedomie, že poisťovňa spracúva osobné údaje uvedené v tomto hlásení a v jeho prílohách na účely šetrenia a likvidácie poistnej udalosti podľa zákona č. 39/2015 Z. z. o poisťovníctve a nariadenia Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR), a to počas trvania poistného vzťahu a po dobu, ktorú vyžadujú právne predpisy.`,
  'declaration.data.2': msg`Osobné údaje môže poisťovňa poskytnúť zmluvnému servisu, znalcom, zaisťovniam, Slovenskej kancelárii poisťovateľov a orgánom verejnej moci, ak je to potrebné na vybavenie poistnej udalosti. Ak uvádzam osobné údaje iných osôb, vyhlasujem, že ich o tom informujem. Podrobné informácie o spracúvaní osobných údajov a o právach dotknutých osôb sú zverejnené na webovom sídle poisťovne.`,
  // D22: the other party nobody knows.
  'party.identity': msg`Kto to bol`,
  'party.unknown': msg`Neznámy (ohlasovateľ nevie, kto to bol)`,
} as const satisfies Record<string, MessageDescriptor>;

export type SummaryLabelId = keyof typeof SUMMARY_LABELS;

export function summaryLabel(id: SummaryLabelId, i18n: I18n): string {
  return i18n._(SUMMARY_LABELS[id]);
}

/** A label with `{name}` placeholders filled in. */
export function summaryLabelWith(id: SummaryLabelId, i18n: I18n, values: Record<string, string | number>): string {
  // A variable, not an object literal in the call: the extractor reads `i18n._({ … })` as a message.
  const withValues = { ...SUMMARY_LABELS[id], values };
  return i18n._(withValues);
}
