import 'reflect-metadata';
import { resolve } from 'node:path';
import { buildAppSchema } from './app';

/** `npm run schema`: writes the sorted SDL to schema.graphql at the repository root. */
buildAppSchema(resolve(__dirname, '..', '..', 'schema.graphql'))
  .then(() => console.log('schema.graphql actualizado'))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
