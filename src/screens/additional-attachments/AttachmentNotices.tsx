import { useLingui } from '@lingui/react/macro';
import { NOTICE_ATTACHMENT_TYPES, type AttachmentNoticeId } from '../../domain/attachment-notices.ts';
import { Notice } from '../../components/Notice.tsx';
import { attachmentTypeLabel } from './AttachmentUpload.tsx';

/**
 * The boxes src/domain/attachment-notices.ts shows for this report: what to attach and which
 * document type to choose for it. Each can be closed; it comes back when the screen is shown again.
 */
export function AttachmentNotices({ notices }: { notices: readonly AttachmentNoticeId[] }) {
  const { t, i18n } = useLingui();

  const content: Record<AttachmentNoticeId, { title: string; text: string }> = {
    photos: {
      title: t`Fotografie poškodenia`,
      text: t`Priložte fotografie poškodenia z viacerých strán, zblízka aj zďaleka. Pri vozidle odfoťte aspoň raz aj evidenčné číslo.`,
    },
    policeReport: {
      title: t`Správa polície`,
      text: t`Priložte potvrdenie o nahlásení udalosti na polícii alebo správu polície. Ak ju ešte nemáte, napíšte do doplňujúcich informácií, na ktorom útvare polície bola udalosť nahlásená.`,
    },
    fireReport: {
      title: t`Správa hasičov`,
      text: t`Priložte správu alebo potvrdenie hasičov o zásahu pri požiari.`,
    },
    accidentReport: {
      title: t`Záznam o dopravnej nehode`,
      text: t`Priložte spoločný záznam o nehode, ktorý spísali účastníci nehody. Odfoťte obe strany tlačiva tak, aby boli čitateľné aj podpisy.`,
    },
    entireTheft: {
      title: t`Doklad o kúpe vozidla`,
      text: t`Priložte doklad o kúpe odcudzeného vozidla, napríklad kúpnu zmluvu alebo faktúru.`,
    },
    selfRepair: {
      title: t`Doklady o oprave`,
      text: t`Pri oprave vozidla vo vlastnej réžii priložte faktúru za opravu s rozpisom prác a dielov a doklad o jej zaplatení.`,
    },
    serviceDocuments: {
      title: t`Doklady zo servisu`,
      text: t`Ak servis už vystavil kalkuláciu opravy alebo faktúru, priložte ju.`,
    },
    bankApproval: {
      title: t`Súhlas banky alebo leasingovej spoločnosti`,
      text: t`Ak je vozidlo financované úverom alebo na leasing, priložte súhlas banky alebo leasingovej spoločnosti s vyplatením poistného plnenia na uvedený účet.`,
    },
    assistance: {
      title: t`Faktúra za asistenčné služby`,
      text: t`Ak sa za odťah alebo inú asistenčnú službu už platilo, priložte faktúru a doklad o zaplatení.`,
    },
    propertyDamage: {
      title: t`Poškodený majetok`,
      text: t`Priložte doklad o kúpe poškodenej veci a, ak ho máte, znalecký posudok alebo rozpočet opravy.`,
    },
  };

  if (notices.length === 0) return null;
  return (
    <div className="attachment-notices">
      {notices.map((id) => {
        const types = NOTICE_ATTACHMENT_TYPES[id].map((type) => attachmentTypeLabel(type, i18n)).join(', ');
        return (
          <Notice key={id} title={content[id].title} dismissible>
            <p>{content[id].text}</p>
            <p className="attachment-notices__types">{t`Typ dokumentu pri nahrávaní: ${types}`}</p>
          </Notice>
        );
      })}
    </div>
  );
}
