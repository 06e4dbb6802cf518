import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { boolTransformer } from '../../core/db/transformers';

/** One value of a pick-list or setting; per-workspace overrides use `key__{slug}` (spec part 2 §9). */
@Entity('param_values')
@Index('idx_param_values_key_ord', ['key', 'ord'])
export class ParamValueEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  key: string;

  @Column({ type: 'varchar', length: 1000 })
  value: string;

  @Column({ type: 'int', default: 0 })
  ord: number;

  @Column({ type: 'boolean', default: true, transformer: boolTransformer })
  active: boolean;
}
