import { useQuery } from '@apollo/client/react';
import { splitPlaceValue, type ShipmentParamList } from '@crm/domain';
import { ShipmentParamOptionsDocument } from '../../gql/graphql';
import type { Option } from '../../lib/options';

export type ShipmentParamOptions = Record<ShipmentParamList, Option[]>;

/**
 * The place and carrier lists (spec part 2 §9 parameter lists): active values sorted by ord. A place value is
 * 'CODE Name': the field stores the code, the suggestion shows the name. A failed load leaves them empty
 * (the fields stay free text).
 */
export function useShipmentParams(): ShipmentParamOptions {
  const { data } = useQuery(ShipmentParamOptionsDocument, { fetchPolicy: 'cache-first' });
  const values = (key: string) =>
    (data?.params.find((g) => g.key === key)?.values ?? [])
      .filter((v) => v.active)
      .slice()
      .sort((a, b) => a.ord - b.ord || a.id - b.id)
      .map((v) => v.value);
  const places = (key: string): Option[] =>
    values(key).map((v) => {
      const { code, name } = splitPlaceValue(v);
      return { value: code, label: name || code };
    });
  return { puerto: places('puerto'), aeropuerto: places('aeropuerto'), transportista: values('transportista').map((v) => ({ value: v, label: v })) };
}
