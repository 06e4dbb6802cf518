import { passwordFitsBcrypt } from '@crm/domain';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../core/auth/passwords';
import { BusinessUnitEntity } from '../modules/business-units/business-unit.entity';
import { LabelEntity } from '../modules/labels/label.entity';
import { ParamValueEntity } from '../modules/params/param-value.entity';
import { PipelineEntity } from '../modules/pipelines/pipeline.entity';
import { StageEntity } from '../modules/pipelines/stage.entity';
import { UserEntity } from '../modules/users/user.entity';
import { SEED_BUSINESS_UNITS, SEED_LABELS, SEED_PARAMS, SEED_PIPELINE } from './initial-data';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  bcryptCost: number;
  /** Where to tell the generated password (once). */
  log?: (line: string) => void;
}

export interface SeedResult {
  adminCreated: boolean;
  generatedPassword: string | null;
}

/** Idempotent: every part is created only when missing, so running it on every start is safe. */
export async function seedDatabase(ds: DataSource, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const result: SeedResult = { adminCreated: false, generatedPassword: null };

  await ds.transaction(async (em) => {
    if ((await em.count(UserEntity)) === 0) {
      const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
      // bcrypt would keep only the first 72 bytes, and sign-in refuses longer passwords (auth.service.ts).
      if (!passwordFitsBcrypt(password)) {
        throw new Error('ADMIN_PASSWORD admite hasta 72 bytes (las letras con tilde y la ñ ocupan 2): elegí una más corta.');
      }
      const hasher = new PasswordHasher(opts.bcryptCost);
      await em.insert(UserEntity, {
        name: 'Administrador',
        email: opts.adminEmail.trim().toLowerCase(),
        passwordHash: await hasher.hash(password),
        role: 'admin',
        isActive: true,
      });
      result.adminCreated = true;
      if (!opts.adminPassword) {
        result.generatedPassword = password;
        log(
          `\n  Administrador creado: ${opts.adminEmail}\n  Contraseña generada (se muestra una sola vez): ${password}\n  Cambiala desde Usuarios o definí ADMIN_PASSWORD.\n`,
        );
      }
    }

    for (const bu of SEED_BUSINESS_UNITS) {
      if (!(await em.existsBy(BusinessUnitEntity, { keySlug: bu.keySlug }))) {
        await em.insert(BusinessUnitEntity, { name: bu.name, keySlug: bu.keySlug, parentId: null });
      }
    }

    if ((await em.count(PipelineEntity)) === 0) {
      const res = await em.insert(PipelineEntity, { name: SEED_PIPELINE.name });
      const pipelineId = Number(res.identifiers[0].id);
      await em.insert(
        StageEntity,
        SEED_PIPELINE.stages.map((name, i) => ({ pipelineId, name, orderIndex: (i + 1) * 10 })),
      );
    }

    for (const [key, values] of Object.entries(SEED_PARAMS)) {
      if (!(await em.existsBy(ParamValueEntity, { key }))) {
        await em.insert(
          ParamValueEntity,
          values.map((value, i) => ({ key, value, ord: (i + 1) * 10, active: true })),
        );
      }
    }

    // Only on an empty table: labels an admin deleted or renamed must not come back on restart.
    if ((await em.count(LabelEntity)) === 0) {
      await em.insert(LabelEntity, SEED_LABELS.map((l) => ({ ...l })));
    }
  });
  return result;
}
