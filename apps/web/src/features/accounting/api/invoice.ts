import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type {
  CreditNoteInput,
  DraftFromSalesInput,
  InvoiceDraftInput,
  PaymentInput,
  VoidPaymentInput,
} from '../../../gql/graphql';
import { request } from '../../../lib/graphql/client';
import { accountingQueryKey } from './list-invoices';

export const invoiceDetailFragment = graphql(`
  fragment InvoiceDetail on Invoice {
    ...InvoiceRow
    language
    notes
    recipientId
    subtotalMinor
    vatMinor
    pdfUrl
    pdfSha256
    sentAt
    postedAt
    issuer {
      name
      legalName
      taxId
      email
      address
      city
      postalCode
      country
    }
    recipient {
      name
      legalName
      taxId
      email
      address
      city
      postalCode
      country
    }
    lines {
      _id
      description
      quantity
      unitPriceMinor
      discountMinor
      vatRateBp
      netMinor
      vatMinor
      totalMinor
    }
    vatSummary {
      vatRateBp
      netMinor
      vatMinor
    }
    creditOf {
      _id
      number
    }
    creditNotes {
      _id
      number
      status
      totalMinor
      issueDate
    }
    payments {
      _id
      amountMinor
      method
      paidOn
      reference
      voidedAt
      voidReason
    }
    history {
      event
      detail
      employeeName
      at
    }
  }
`);

export const getInvoiceDocument = graphql(`
  query GetInvoice($id: ID!) {
    accounting {
      get(id: $id) {
        ...InvoiceDetail
      }
    }
  }
`);

export const createDraftDocument = graphql(`
  mutation CreateInvoiceDraft($input: InvoiceDraftInput!) {
    accounting {
      createDraft(input: $input) {
        success
        messageCode
        invoice {
          ...InvoiceDetail
        }
      }
    }
  }
`);

export const draftFromSalesDocument = graphql(`
  mutation DraftInvoiceFromSales($input: DraftFromSalesInput!) {
    accounting {
      draftFromSales(input: $input) {
        success
        messageCode
        invoice {
          _id
        }
      }
    }
  }
`);

export const updateDraftDocument = graphql(`
  mutation UpdateInvoiceDraft($id: ID!, $input: InvoiceDraftInput!) {
    accounting {
      updateDraft(id: $id, input: $input) {
        success
        messageCode
        invoice {
          ...InvoiceDetail
        }
      }
    }
  }
`);

export const invoiceActionDocuments = {
  post: graphql(`
    mutation PostInvoice($id: ID!) {
      accounting {
        post(id: $id) {
          success
          messageCode
          invoice {
            ...InvoiceDetail
          }
        }
      }
    }
  `),
  deleteDraft: graphql(`
    mutation DeleteInvoiceDraft($id: ID!) {
      accounting {
        deleteDraft(id: $id) {
          success
          messageCode
        }
      }
    }
  `),
  cancelDraft: graphql(`
    mutation CancelInvoiceDraft($id: ID!) {
      accounting {
        cancelDraft(id: $id) {
          success
          messageCode
        }
      }
    }
  `),
};

export const sendInvoiceDocument = graphql(`
  mutation SendInvoice($id: ID!, $email: String) {
    accounting {
      send(id: $id, email: $email) {
        success
        messageCode
      }
    }
  }
`);

export const creditNoteDocument = graphql(`
  mutation IssueCreditNote($input: CreditNoteInput!) {
    accounting {
      issueCreditNote(input: $input) {
        success
        messageCode
        invoice {
          _id
          number
        }
      }
    }
  }
`);

export const recordPaymentDocument = graphql(`
  mutation RecordPayment($input: PaymentInput!) {
    accounting {
      recordPayment(input: $input) {
        success
        messageCode
      }
    }
  }
`);

export const voidPaymentDocument = graphql(`
  mutation VoidPayment($input: VoidPaymentInput!) {
    accounting {
      voidPayment(input: $input) {
        success
        messageCode
      }
    }
  }
`);

export function useInvoice(id: string) {
  return useQuery({
    queryKey: [...accountingQueryKey, 'invoice', id],
    queryFn: async () =>
      (await request(getInvoiceDocument, { id }, { notify: false })).accounting.get,
  });
}

// Every change re-reads the accounting lists, summaries and the invoice.
function useAccountingMutation<TVariables, TResult>(run: (v: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountingQueryKey }),
  });
}

export const useSaveDraft = () =>
  useAccountingMutation(async ({ id, input }: { id: string | null; input: InvoiceDraftInput }) =>
    id
      ? (await request(updateDraftDocument, { id, input }, { notify: false })).accounting
          .updateDraft
      : (await request(createDraftDocument, { input }, { notify: false })).accounting.createDraft,
  );

export const useDraftFromSales = () =>
  useAccountingMutation(
    async (input: DraftFromSalesInput) =>
      (await request(draftFromSalesDocument, { input }, { notify: false })).accounting
        .draftFromSales,
  );

export const useInvoiceAction = () =>
  useAccountingMutation(
    async ({ action, id }: { action: 'post' | 'deleteDraft' | 'cancelDraft'; id: string }) => {
      if (action === 'post')
        return (await request(invoiceActionDocuments.post, { id }, { notify: false })).accounting
          .post;
      if (action === 'deleteDraft')
        return (await request(invoiceActionDocuments.deleteDraft, { id }, { notify: false }))
          .accounting.deleteDraft;
      return (await request(invoiceActionDocuments.cancelDraft, { id }, { notify: false }))
        .accounting.cancelDraft;
    },
  );

export const useSendInvoice = () =>
  useAccountingMutation(
    async ({ id, email }: { id: string; email: string | null }) =>
      (await request(sendInvoiceDocument, { id, email }, { notify: false })).accounting.send,
  );

export const useCreditNote = () =>
  useAccountingMutation(
    async (input: CreditNoteInput) =>
      (await request(creditNoteDocument, { input }, { notify: false })).accounting.issueCreditNote,
  );

export const useRecordPayment = () =>
  useAccountingMutation(
    async (input: PaymentInput) =>
      (await request(recordPaymentDocument, { input }, { notify: false })).accounting.recordPayment,
  );

export const useVoidPayment = () =>
  useAccountingMutation(
    async (input: VoidPaymentInput) =>
      (await request(voidPaymentDocument, { input }, { notify: false })).accounting.voidPayment,
  );
