import { useTranslation } from 'react-i18next';
import { useClientChoiceQuery } from '../../sets-api/clientPickerApi';
import { BUILDER_NS } from '../i18n/strings';
import type { SetDocument } from '../state/builderSlice';

/**
 * A tab's title: a client's program names its client ("Knee OA program — Marc Tremblay"), so
 * two open programs of one template are told apart, and an assigned set shows whom it went to.
 */
export function DocumentTabTitle({ doc, title }: { doc: SetDocument; title: string }) {
  const { t } = useTranslation(BUILDER_NS);
  const clientId = doc.setType === 'clientSet' ? doc.clientId : null;
  const client = useClientChoiceQuery(clientId ?? '', { skip: !clientId }).data;
  return <>{client ? t('documents.clientTab', { title, client: `${client.firstname} ${client.lastname}` }) : title}</>;
}
