/**
 * Every label of the summary, in Slovak and English, in ONE table: the /summary screen, the
 * /confirm screen and the printable PDF take their wording from here, so the three never drift
 * apart. Plain strings, not Lingui messages: the server renders the PDF under tsx, where macros
 * are not compiled. Ids are stable; change a text, never an id.
 */
export type SummaryLocale = 'sk' | 'en';

export interface LocalizedLabel {
  sk: string;
  en: string;
}

export const SUMMARY_LABELS = {
  // Sections of /summary (and sub-headings of the printed tables).
  'section.reporter': { sk: 'Ohlasovateľ', en: 'Reporter' },
  'section.insured': { sk: 'Poistený', en: 'Insured' },
  'section.aggrieved': { sk: 'Poškodený', en: 'Aggrieved party' },
  'section.operator': { sk: 'Operátor portálu', en: 'Portal operator' },
  'section.incident': { sk: 'Miesto a čas udalosti', en: 'Place and time of the incident' },
  'section.policy': { sk: 'Poistenie a vozidlo', en: 'Policy and vehicle' },
  'section.bankAccount': { sk: 'Bankový účet na výplatu', en: 'Bank account for the payout' },
  'section.circumstances': { sk: 'Okolnosti udalosti', en: 'Circumstances of the incident' },
  'section.damage': { sk: 'Rozsah poškodenia', en: 'The damage' },
  'section.resolution': { sk: 'Riešenie škody', en: 'Loss settlement' },
  'section.responsibleParty': { sk: 'Zodpovedná strana', en: 'Responsible party' },
  'section.coresponsibleParty': { sk: 'Spoluzodpovedná strana', en: 'Co-responsible party' },
  'section.damagedVehicle': { sk: 'Poškodené vozidlo', en: 'Damaged vehicle' },
  'section.damagedProperty': { sk: 'Poškodený majetok', en: 'Damaged property' },
  'section.damagedHealth': { sk: 'Ujma na zdraví', en: 'Injured person' },
  'section.additional': { sk: 'Doplňujúce informácie', en: 'Additional information' },
  'section.inspection': { sk: 'Obhliadka vozidla', en: 'Vehicle inspection' },
  'section.attachments': { sk: 'Prílohy', en: 'Attachments' },

  // Rows.
  'party.name': { sk: 'Meno a priezvisko', en: 'Name' },
  'party.businessName': { sk: 'Obchodné meno', en: 'Business name' },
  'party.email': { sk: 'E-mail', en: 'E-mail' },
  'party.phone': { sk: 'Telefón', en: 'Phone' },
  'party.birthNumber': { sk: 'Rodné číslo', en: 'Personal ID number' },
  'party.businessId': { sk: 'IČO', en: 'Company ID' },
  'party.dateOfBirth': { sk: 'Dátum narodenia', en: 'Date of birth' },
  'party.licensePlate': { sk: 'EČV vozidla', en: "Vehicle's licence plate" },
  'party.vehicleDescription': { sk: 'Popis vozidla', en: 'Vehicle description' },
  'party.policyId': { sk: 'Číslo poistnej zmluvy', en: 'Policy number' },
  'party.description': { sk: 'Popis', en: 'Description' },
  'party.sameAsReporter': { sk: 'Zhodný s ohlasovateľom', en: 'Same as the reporter' },
  'operator.identificationNumber': { sk: 'Identifikácia operátora', en: 'Operator identification' },
  'incident.address': { sk: 'Miesto udalosti', en: 'Place of the incident' },
  'incident.date': { sk: 'Dátum udalosti', en: 'Date of the incident' },
  'incident.policyType': { sk: 'Druh poistenia', en: 'Type of policy' },
  'incident.licensePlate': { sk: 'EČV vozidla', en: 'Licence plate' },
  'incident.vehicleDescription': { sk: 'Popis vozidla', en: 'Vehicle description' },
  'incident.policyId': { sk: 'Číslo poistnej zmluvy', en: 'Policy number' },
  'bank.account': { sk: 'Číslo účtu (IBAN)', en: 'Account number (IBAN)' },
  'bank.bic': { sk: 'BIC/SWIFT', en: 'BIC/SWIFT' },
  'bank.holderBirthNumber': { sk: 'Rodné číslo majiteľa účtu', en: "Account holder's personal ID number" },
  'bank.holderDateOfBirth': { sk: 'Dátum narodenia majiteľa účtu', en: "Account holder's date of birth" },
  'bank.holderBusinessId': { sk: 'IČO majiteľa účtu', en: "Account holder's company ID" },
  'bank.contractService': { sk: 'Účet zmluvného servisu', en: "The contracted repair shop's account" },
  'incident.scopes': { sk: 'Rozsah škody', en: 'Scope of damage' },
  'incident.reason': { sk: 'Príčina udalosti', en: 'Cause of the incident' },
  'incident.responsibleParty': { sk: 'Kto udalosť zavinil', en: 'Who caused the incident' },
  'incident.description': { sk: 'Popis udalosti', en: 'Description of the incident' },
  'incident.descriptionAdditional': { sk: 'Doplňujúci popis', en: 'Additional description' },
  'damage.myVehicle': { sk: 'Poškodenie môjho vozidla', en: 'Damage to my vehicle' },
  'damage.windshieldLocation': { sk: 'Miesto poškodenia čelného skla', en: 'Where the windshield is damaged' },
  'damage.myProperty': { sk: 'Poškodenie môjho majetku', en: 'Damage to my property' },
  'damage.healthType': { sk: 'Druh ujmy na zdraví', en: 'Kind of health damage' },
  'damage.health': { sk: 'Popis ujmy na zdraví', en: 'Description of the health damage' },
  'resolution.type': { sk: 'Spôsob riešenia', en: 'How the damage is settled' },
  'resolution.serviceName': { sk: 'Zmluvný servis', en: 'Contracted repair shop' },
  'resolution.serviceAddress': { sk: 'Adresa servisu', en: "Repair shop's address" },
  'resolution.serviceContact': { sk: 'Kontakt na servis', en: "Repair shop's contact" },
  'resolution.payout': { sk: 'Výplata poistného plnenia', en: 'Payout of the indemnity' },
  'inspection.address': { sk: 'Adresa obhliadky', en: 'Inspection address' },
  'inspection.contactPerson': { sk: 'Kontaktná osoba', en: 'Contact person' },
  'inspection.email': { sk: 'E-mail kontaktnej osoby', en: "Contact person's e-mail" },
  'inspection.phone': { sk: 'Telefón kontaktnej osoby', en: "Contact person's phone" },

  // Values.
  'answer.yes': { sk: 'Áno', en: 'Yes' },
  'answer.no': { sk: 'Nie', en: 'No' },
  'address.unspecified': { sk: 'Adresa neurčená', en: 'Address unspecified' },
  'address.sameAsIncident': { sk: 'Zhodná s miestom udalosti', en: 'Same as the place of the incident' },
  'vehicle.noLicensePlate': { sk: 'Bez EČV', en: 'No licence plate' },
  'policyType.PZP': { sk: 'Povinné zmluvné poistenie (PZP)', en: 'Motor third-party liability (PZP)' },
  'policyType.CASCO': { sk: 'Havarijné poistenie (CASCO)', en: 'Own-damage insurance (CASCO)' },
  'partyType.PERSON': { sk: 'Fyzická osoba', en: 'Person' },
  'partyType.BUSINESS': { sk: 'Právnická osoba', en: 'Business' },
  // The wording of server/reference/data/scopes-of-damage.json (a test keeps them equal).
  'scope.1': { sk: 'Moje vozidlo bolo poškodené', en: 'My vehicle was damaged' },
  'scope.2': { sk: 'Mojím vozidlom som spôsobil škodu', en: 'My vehicle caused damage' },
  'scope.3': { sk: 'Iné vozidlo poškodilo môj majetok', en: 'Another vehicle damaged my property' },
  'scope.4': { sk: 'Iné vozidlo mi spôsobilo zranenie', en: 'Another vehicle injured me' },
  'scopeSmp.1': { sk: 'Vozidlo klienta bolo poškodené', en: "The client's vehicle was damaged" },
  'scopeSmp.2': { sk: 'Vozidlom klienta bola spôsobená škoda', en: "The client's vehicle caused damage" },
  'scopeSmp.3': { sk: 'Iné vozidlo poškodilo majetok poškodeného', en: "Another vehicle damaged the aggrieved party's property" },
  'scopeSmp.4': { sk: 'Iné vozidlo spôsobilo poškodenému zranenie', en: 'Another vehicle injured the aggrieved party' },
  'responsibleParty.myVehicle': { sk: 'Moje vozidlo', en: 'My vehicle' },
  'responsibleParty.otherVehicle': { sk: 'Iné vozidlo', en: 'Another vehicle' },
  'responsibleParty.otherVehicleOrPerson': { sk: 'Iné vozidlo alebo osoba', en: 'Another vehicle or person' },
  'responsibleParty.notClearSharedResponsibility': { sk: 'Nejasná alebo spoločná zodpovednosť', en: 'Unclear or shared responsibility' },
  'responsibleParty.unknown': { sk: 'Neviem určiť', en: 'Unknown' },
  // The questions and zones read as /incident-details and /windshield-damage-location ask them.
  'question.damagedWindshieldOnly': { sk: 'Je poškodené iba čelné sklo?', en: 'Is only the windshield damaged?' },
  'question.damagedWindshieldBiggerThenCreditCard': {
    sk: 'Je poškodenie čelného skla väčšie ako platobná karta?',
    en: 'Is the windshield damage bigger than a credit card?',
  },
  'question.policeInvestigated': { sk: 'Vyšetruje udalosť polícia?', en: 'Are the police investigating the incident?' },
  'question.fireBrigadeCalled': { sk: 'Zasahovali pri požiari hasiči?', en: 'Did the fire brigade attend the fire?' },
  'question.didVehicleCompletelyBurn': { sk: 'Zhorelo vozidlo úplne?', en: 'Did the vehicle burn out completely?' },
  'question.accidentReportWritten': {
    sk: 'Spísali účastníci spoločný záznam o nehode?',
    en: 'Did the people involved fill in a joint accident report?',
  },
  'question.assistanceServicesCalled': { sk: 'Bola privolaná asistenčná služba?', en: 'Was a roadside assistance service called?' },
  'question.accidentRecordMade': { sk: 'Spísala nehodu polícia?', en: 'Did the police make a record of the accident?' },
  'question.didAccidentHaveClearFault': { sk: 'Je jasné, kto nehodu zavinil?', en: 'Is it clear who caused the accident?' },
  'windshield.borderDamage': { sk: 'Okraj skla', en: 'Edge of the glass' },
  'windshield.driverDamage': { sk: 'Zorné pole vodiča', en: "Driver's field of view" },
  'windshield.wholeDamage': { sk: 'Ostatná plocha skla', en: 'Rest of the glass' },
  'healthDamage.injury': { sk: 'Zranenie', en: 'Injury' },
  'healthDamage.death': { sk: 'Úmrtie', en: 'Death' },
  'resolveType.selfRepair': { sk: 'Oprava vo vlastnej réžii', en: 'I will arrange the repair myself' },
  'resolveType.toService': { sk: 'Pristavím vozidlo do zmluvného servisu', en: 'I will take the vehicle to a contracted repair shop' },
  'resolveType.inService': { sk: 'Vozidlo je už v servise', en: 'The vehicle is already at a repair shop' },
  'payout.toService': { sk: 'Priamo zmluvnému servisu', en: 'Directly to the contracted repair shop' },
  'payout.toAccount': { sk: 'Na môj bankový účet', en: 'To my bank account' },
  'attachmentType.PHOTO_DOC': { sk: 'Fotodokumentácia', en: 'Photographs' },
  'attachmentType.ACCIDENT_REPORT': { sk: 'Záznam o dopravnej nehode', en: 'Accident report' },
  'attachmentType.REPAIR_DOC': { sk: 'Doklad o oprave', en: 'Repair document' },
  'attachmentType.SERVICE_DOC': { sk: 'Servisný doklad', en: 'Service document' },
  'attachmentType.PAYMENT_RECEIPT': { sk: 'Doklad o zaplatení', en: 'Payment receipt' },
  'attachmentType.BANK_APPROVAL': { sk: 'Súhlas banky', en: "Bank's approval" },
  'attachmentType.FIRE_REPORT': { sk: 'Správa hasičov', en: 'Fire brigade report' },
  'attachmentType.POLICE_REPORT': { sk: 'Správa polície', en: 'Police report' },
  'attachmentType.EXPERT_TESTIMONY': { sk: 'Znalecký posudok', en: "Expert's report" },
  'attachmentType.PURCHASE_DOC': { sk: 'Doklad o kúpe', en: 'Purchase document' },

  // The printable summary's tables (SPEC §2) and what only it shows.
  'print.title': { sk: 'Hlásenie poistnej udalosti – súhrn', en: 'Claim report – summary' },
  'print.insurer': { sk: 'Poisťovňa, a. s.', en: 'Poisťovňa, a. s.' },
  'print.draft': { sk: 'KONCEPT', en: 'DRAFT' },
  'print.draftNotice': {
    sk: 'Hlásenie ešte nebolo odoslané. Tento dokument je iba koncept a nie je potvrdením o nahlásení poistnej udalosti.',
    en: 'The report has not been sent yet. This document is only a draft, not a confirmation that the claim was reported.',
  },
  'print.page': { sk: 'strana {page} z {pages}', en: 'page {page} of {pages}' },
  'print.generatedAt': { sk: 'Vytvorené', en: 'Generated' },
  'print.table.whatHappened': { sk: 'Čo sa stalo', en: 'What happened' },
  'print.table.identification': { sk: 'Identifikácia', en: 'Identification' },
  'print.table.basicData': { sk: 'Základné údaje', en: 'Basic data' },
  'print.table.contacts': { sk: 'Kontakty', en: 'Contacts' },
  'print.table.parties': { sk: 'Účastníci', en: 'Parties' },
  'print.table.damagedObjects': { sk: 'Poškodené objekty', en: 'Damaged objects' },
  'print.table.inspection': { sk: 'Obhliadka', en: 'Inspection' },
  'print.table.service': { sk: 'Servis', en: 'Repair shop' },
  'print.table.payout': { sk: 'Účet na výplatu', en: 'Payout account' },
  'print.table.documents': { sk: 'Dokumenty', en: 'Documents' },
  'saved.status': { sk: 'Stav hlásenia', en: 'Report status' },
  'saved.status.completed': { sk: 'Odoslané', en: 'Sent' },
  'saved.status.duplicate': {
    sk: 'Odoslané – duplicitné hlásenie už nahlásenej udalosti',
    en: 'Sent – a duplicate of an incident already reported',
  },
  'saved.status.draft': { sk: 'Koncept (neodoslané)', en: 'Draft (not sent)' },
  'saved.savedAt': { sk: 'Dátum a čas nahlásenia', en: 'Date and time of the report' },
  'saved.createdAt': { sk: 'Založené', en: 'Started' },
  'saved.updatedAt': { sk: 'Naposledy zmenené', en: 'Last changed' },
  'saved.reportNumber': { sk: 'Číslo hlásenia', en: 'Report number' },
  'saved.claimId': { sk: 'Číslo poistnej udalosti', en: 'Claim number' },
  'saved.notAssigned': { sk: 'Číslo zatiaľ nebolo pridelené', en: 'Number not assigned yet' },
  'objectType.VEHICLE': { sk: 'Vozidlo', en: 'Vehicle' },
  'objectType.PROPERTY': { sk: 'Majetok', en: 'Property' },
  'objectType.HEALTH': { sk: 'Zdravie', en: 'Health' },

  // ---- NEW in issue 31 item 4 (the PDF a claims handler is glad to receive). One block, so that
  // it moves into the Lingui catalogs mechanically with the rest of this table (issue 31 item 2).
  // The declaration's texts are the /summary checkbox's and DeclarationDialog's messages word for
  // word, in both languages (tests/pdf/summary.test.ts compares them with locales/*/messages.po),
  // so in the catalogs they become the same entries.
  'print.hotline': { sk: 'Škodová linka {phone}', en: 'Claims hotline {phone}' },
  'print.verifiedPolicy': { sk: 'Overená poistná zmluva', en: 'Verified policy' },
  'print.notVerified': { sk: 'Neoverená', en: 'Not verified' },
  'saved.claimIds': { sk: 'Čísla poistných udalostí', en: 'Claim numbers' },
  'print.responsibleParty': { sk: 'zodpovedná strana', en: 'responsible party' },
  'print.coresponsibleParty': { sk: 'spoluzodpovedná strana', en: 'co-responsible party' },
  'policyType.MINICASCO': { sk: 'Minikasko', en: 'Mini-casco' },
  'declaration.agreedAt': { sk: 'Súhlas potvrdený', en: 'Agreed' },
  'declaration.agreedAtSave': { sk: '{time} (pri odoslaní hlásenia)', en: '{time} (when the report was sent)' },
  'declaration.notAgreed': { sk: 'Zatiaľ nie – hlásenie nebolo odoslané', en: 'Not yet – the report has not been sent' },
  'declaration.title': { sk: 'Vyhlásenie ohlasovateľa', en: "The reporter's declaration" },
  'declaration.statement': {
    sk: 'Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa.',
    en: "I declare that all the information in the report is true and complete, and I agree to the reporter's declaration.",
  },
  'declaration.truth': { sk: 'Pravdivosť a úplnosť údajov', en: 'Truthfulness and completeness of the information' },
  'declaration.truth.1': {
    sk: 'Vyhlasujem, že všetky údaje uvedené v tomto hlásení sú pravdivé a úplné a že som nezamlčal(a) žiadnu skutočnosť, ktorá môže mať vplyv na posúdenie poistnej udalosti alebo na výšku poistného plnenia. Ak sa dodatočne dozviem o novej skutočnosti, bez zbytočného odkladu ju poisťovni oznámim.',
    en: 'I declare that all the information given in this report is true and complete and that I have not withheld any fact that may affect the assessment of the claim or the amount of the indemnity. If I learn of a new fact later, I will tell the insurer without undue delay.',
  },
  'declaration.truth.2': {
    sk: 'Som si vedomý(á), že uvedenie nepravdivých alebo hrubo skreslených údajov alebo zamlčanie podstatných údajov môže viesť k zníženiu alebo odmietnutiu poistného plnenia a môže byť posúdené ako trestný čin poisťovacieho podvodu podľa § 223 Trestného zákona.',
    en: 'I am aware that giving false or grossly distorted information, or withholding material information, may lead to the indemnity being reduced or refused and may be treated as the criminal offence of insurance fraud under Section 223 of the Criminal Code.',
  },
  'declaration.truth.3': {
    sk: 'Ak hlásenie podávam v mene inej osoby, vyhlasujem, že som na to oprávnený(á) a že som ju s týmto vyhlásením oboznámil(a).',
    en: 'If I am submitting the report on behalf of another person, I declare that I am authorised to do so and that I have made that person aware of this declaration.',
  },
  'declaration.files': { sk: 'Oprávnenie nahliadať do spisov', en: 'Authorisation to inspect files' },
  'declaration.files.1': {
    sk: 'Splnomocňujem poisťovňu, aby na účely šetrenia a likvidácie tejto poistnej udalosti nahliadala do spisov a dokumentácie polície, hasičského a záchranného zboru, orgánov činných v trestnom konaní, správnych orgánov, súdov a poskytovateľov zdravotnej starostlivosti, robila si z nich výpisy, odpisy a kópie a vyžiadala si od nich potrebné informácie. Zároveň ich v tomto rozsahu zbavujem povinnosti mlčanlivosti voči poisťovni.',
    en: 'I authorise the insurer, for the purpose of investigating and settling this claim, to inspect the files and records of the police, the fire and rescue service, law enforcement authorities, administrative authorities, courts and healthcare providers, to make extracts and copies of them and to request the information it needs from them. To that extent I release them from their duty of confidentiality towards the insurer.',
  },
  'declaration.data': { sk: 'Spracúvanie osobných údajov', en: 'Processing of personal data' },
  'declaration.data.1': {
    sk: 'Beriem na vedomie, že poisťovňa spracúva osobné údaje uvedené v tomto hlásení a v jeho prílohách na účely šetrenia a likvidácie poistnej udalosti podľa zákona č. 39/2015 Z. z. o poisťovníctve a nariadenia Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR), a to počas trvania poistného vzťahu a po dobu, ktorú vyžadujú právne predpisy.',
    en: 'I acknowledge that the insurer processes the personal data given in this report and its attachments in order to investigate and settle the claim, under Act No. 39/2015 Coll. on Insurance and Regulation (EU) 2016/679 of the European Parliament and of the Council (GDPR), for the duration of the insurance relationship and for as long as the law requires.',
  },
  'declaration.data.2': {
    sk: 'Osobné údaje môže poisťovňa poskytnúť zmluvnému servisu, znalcom, zaisťovniam, Slovenskej kancelárii poisťovateľov a orgánom verejnej moci, ak je to potrebné na vybavenie poistnej udalosti. Ak uvádzam osobné údaje iných osôb, vyhlasujem, že ich o tom informujem. Podrobné informácie o spracúvaní osobných údajov a o právach dotknutých osôb sú zverejnené na webovom sídle poisťovne.',
    en: "The insurer may pass personal data to the contracted repair shop, loss adjusters, reinsurers, the Slovak Insurers' Bureau and public authorities where this is needed to settle the claim. If I give the personal data of other people, I declare that I will inform them of this. Detailed information on the processing of personal data and on the rights of data subjects is published on the insurer's website.",
  },
  // ---- End of the new block of issue 31 item 4.

  // ---- Issue 30 item 1 (D22), to be moved to the catalogs with the rest: the other party nobody knows.
  'party.identity': { sk: 'Kto to bol', en: 'Who it was' },
  'party.unknown': { sk: 'Neznámy (ohlasovateľ nevie, kto to bol)', en: 'Unknown (the reporter does not know who it was)' },
  // ---- End of the block of issue 30 item 1.
} as const satisfies Record<string, LocalizedLabel>;

export type SummaryLabelId = keyof typeof SUMMARY_LABELS;

export function summaryLabel(id: SummaryLabelId, locale: SummaryLocale): string {
  return SUMMARY_LABELS[id][locale];
}

/** A label with `{name}` placeholders filled in. */
export function summaryLabelWith(id: SummaryLabelId, locale: SummaryLocale, values: Record<string, string | number>): string {
  return summaryLabel(id, locale).replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
