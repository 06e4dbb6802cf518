import { openDatabase } from '../app';
import { UserEntity } from '../modules/users/user.entity';
import { provisionTestDatabase } from '../../test/test-db';
import { seedDatabase } from './seed';
import bcrypt from 'bcrypt';

test('without ADMIN_PASSWORD a password is generated, printed once, and it signs in', async () => {
  const db = await provisionTestDatabase();
  const ds = await openDatabase({ databaseUrl: db.url, dataDir: '/tmp' });
  try {
    const lines: string[] = [];
    const res = await seedDatabase(ds, { adminEmail: 'Jefe@Empresa.com.py', adminPassword: undefined, bcryptCost: 4, log: (l) => lines.push(l) });
    expect(res.adminCreated).toBe(true);
    expect(res.generatedPassword).toMatch(/^[\w-]{12,}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(res.generatedPassword!);
    const admin = await ds.getRepository(UserEntity).findOneByOrFail({ email: 'jefe@empresa.com.py' });
    expect(await bcrypt.compare(res.generatedPassword!, admin.passwordHash)).toBe(true);

    const again = await seedDatabase(ds, { adminEmail: 'Jefe@Empresa.com.py', adminPassword: undefined, bcryptCost: 4, log: (l) => lines.push(l) });
    expect(again.generatedPassword).toBeNull();
    expect(lines).toHaveLength(1);
  } finally {
    await ds.destroy();
    await db.drop();
  }
});
