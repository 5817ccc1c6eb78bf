import type { StoreLocationAnswer, StoreLocationBody } from '@fireworks/core/contract';
import { EMPTY_STORE_LOCATION, normalizeStoreLocation, type StoreLocation, storeLocationProblem } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeLocation } from '../../db/schema';
import { AppError } from '../../shared/errors';
import type { UserRow } from '../../shared/users';
import { recordAudit } from '../audit/audit.service';

const LOCATION_ID = 'shop';

/** The saved location, or every part empty while none was saved. Read on every use: no restart needed. */
export async function loadStoreLocation(db: Db): Promise<StoreLocation> {
  const [row] = await db.select().from(storeLocation).where(eq(storeLocation.id, LOCATION_ID));
  return row ? row.location : EMPTY_STORE_LOCATION;
}

export function toApiStoreLocation(location: StoreLocation): StoreLocationAnswer {
  return { address: location.address, hours: { en: location.hours.en, es: location.hours.es }, mapUrl: location.mapUrl };
}

/** Checks and saves the location (trimmed) with its audit entry, in one transaction. */
export async function saveStoreLocation(db: Db, admin: UserRow, input: StoreLocationBody): Promise<StoreLocation> {
  const location = normalizeStoreLocation(input);
  const problem = storeLocationProblem(location);
  if (problem) throw new AppError('INVALID_DATA', `pickup:errors.store.${problem.code}`, 'max' in problem ? { max: problem.max } : {});
  return db.transaction(async (tx) => {
    const before = await loadStoreLocation(tx);
    const values = { location, updatedAt: new Date(), updatedBy: admin.id };
    await tx
      .insert(storeLocation)
      .values({ id: LOCATION_ID, ...values })
      .onConflictDoUpdate({ target: storeLocation.id, set: values });
    await recordAudit(tx, admin, {
      action: 'storeLocation.update',
      targetType: 'store_location',
      targetId: LOCATION_ID,
      details: { before: toApiStoreLocation(before), after: toApiStoreLocation(location) },
    });
    return location;
  });
}
