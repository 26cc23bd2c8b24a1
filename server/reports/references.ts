/**
 * Reference data in an update is taken from the server's registers, never from the client (issue
 * 28, finding 4): the reason by its id (its label, indemnity kinds, elementary subjects and
 * statistical reserves go to the core system), the repair shop by its objId (name, address, phone)
 * and a saved bank account by its opaque id (D27: the IBAN is the register's, at save). What a
 * client sends for them besides the id is overwritten; an id the register does not have is refused
 * with 400 naming the field. The policy type is settled from the register's products at save
 * (src/domain/policy-type.ts effectivePolicyType).
 */
import type { Kysely } from 'kysely';
import type { UpdateReportRequest } from '../../src/domain/report.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, type ErrorDetail } from '../http-errors.ts';
import { DETAIL_MESSAGES } from '../http/messages.ts';
import { reasonDefinitions } from '../reference/static-lists.ts';
import { repairShopById } from '../reference/registers.ts';
import type { StoredDocument } from './document.ts';
import { offeredAccount } from './saved-accounts.ts';

/**
 * Puts the registers' data in place of what the update sent for the reason, the repair shop and a
 * saved account, in `document` (the merged and verified document about to be stored). Only what
 * the update sent is looked up: a stored value was resolved by the update that sent it. Throws 400
 * `UNKNOWN_REFERENCE` (details name each field) when an id is not in the register.
 */
export async function resolveReferences(db: Kysely<Database>, body: UpdateReportRequest, document: StoredDocument): Promise<void> {
  const sent = body.incident;
  const { incident } = document;
  const refused: ErrorDetail[] = [];

  if (sent?.reason) {
    const definition = reasonDefinitions().find((reason) => reason.id === sent.reason!.id);
    if (!definition) {
      refused.push({ path: '/incident/reason/id', message: DETAIL_MESSAGES.unknownReason });
    } else {
      const { id, label, indemnityKinds, elementarySubjects, statisticalReserves } = definition;
      incident.reason = { id, label, indemnityKinds, elementarySubjects, statisticalReserves };
    }
  }

  if (sent?.carRepairService) {
    const objId = sent.carRepairService.objId?.trim();
    const shop = objId ? await repairShopById(db, objId) : undefined;
    if (!shop) {
      refused.push({ path: '/incident/carRepairService/objId', message: DETAIL_MESSAGES.unknownRepairShop });
    } else {
      incident.carRepairService = { objId: shop.id, companyName: shop.companyName, address: shop.address, phone: shop.phone };
    }
  }

  const account = incident.bankAccount;
  if (account?.id) {
    // Only an id this report offers (D27): one of another report, a register id or a guess is refused.
    if (sent?.bankAccount?.id && !offeredAccount(document, account.id)) {
      refused.push({ path: '/incident/bankAccount/id', message: DETAIL_MESSAGES.unknownSavedBankAccount });
    }
    // A saved account is its id alone: an IBAN or BIC sent with it is not the register's and is
    // not kept (the register's goes to the claim at save).
    incident.bankAccount = { ...account, value: null, bic: null };
  }

  if (refused.length > 0) {
    throw new ApiError(400, 'UNKNOWN_REFERENCE', refused);
  }
}
