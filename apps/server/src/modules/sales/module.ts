import * as sales from './sales.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { registerSalesExportRoute } from './sales-export-route';

const READ = 'sales:read';
const WRITE = 'sales:write';

export const salesModule: ModuleManifest = {
  name: 'sales',
  typeDefs: moduleSdl('sales'),
  operations: {
    SaleQueries: {
      list: op(READ, sales.listSales),
      totals: op(READ, sales.saleTotals),
      get: op(READ, sales.getSale),
      timeZone: op(READ, (ctx, caller) => sales.businessTimeZone(ctx, caller)),
      filterOptions: op(READ, (ctx, caller) => sales.saleFilterOptions(ctx, caller)),
      products: op(READ, sales.saleProducts),
      customers: op(READ, sales.saleCustomers),
    },
    SaleMutations: {
      record: op(WRITE, sales.recordCounterSale),
      refund: op(WRITE, sales.refundSale),
    },
  },
  routes: { register: registerSalesExportRoute },
};
