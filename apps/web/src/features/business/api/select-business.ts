import { MESSAGES } from '@back-office/domain/messages';
import { graphql } from '../../../gql/gql';
import { request } from '../../../lib/graphql/client';
import { completeBusinessSelection, type Membership } from '../../../lib/session/session-store';

export const selectBusinessDocument = graphql(`
  mutation SelectBusiness($merchantId: ID!) {
    employee {
      selectBusiness(merchantId: $merchantId) {
        success
        messageCode
        token
        expiresIn
        employee {
          ...EmployeeFields
        }
      }
    }
  }
`);

// An unsuccessful answer (e.g. NOT_A_MEMBER); failures of the request itself are toasted by the
// client.
export class BusinessNotSelectedError extends Error {
  readonly messageCode: string;

  constructor(messageCode: string) {
    super(MESSAGES.failedToSelectBusiness);
    this.name = 'BusinessNotSelectedError';
    this.messageCode = messageCode;
  }
}

export async function selectBusiness(merchantId: string): Promise<Membership> {
  if (!merchantId) throw new Error(MESSAGES.missingMerchantId);
  const data = await request(selectBusinessDocument, { merchantId });
  const result = data.employee.selectBusiness;
  if (!result.success || !result.token || !result.employee)
    throw new BusinessNotSelectedError(result.messageCode);
  return completeBusinessSelection({
    token: result.token,
    expiresIn: result.expiresIn,
    employee: result.employee,
    merchantId,
  });
}
