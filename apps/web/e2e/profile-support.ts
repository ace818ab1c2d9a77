import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueSuffix } from './api';
import { fillSignIn } from './support';

// Tests that change a password or a business's settings use an account of their own, made
// through the public sign-up operation: the demo accounts and businesses are shared by every
// test of the run and must stay as they are.
const SIGNUP = `
  mutation (
    $companyName: String!, $companyLegalName: String!, $companyEmail: String!,
    $companyPhone: String!, $employeeFirstName: String!, $employeeLastName: String!,
    $employeeEmail: String!, $employeePhone: String!, $password: String!
  ) {
    employee {
      signup(
        companyName: $companyName, companyLegalName: $companyLegalName,
        companyEmail: $companyEmail, companyPhone: $companyPhone,
        employeeFirstName: $employeeFirstName, employeeLastName: $employeeLastName,
        employeeEmail: $employeeEmail, employeePhone: $employeePhone, password: $password
      ) { success messageCode }
    }
  }
`;

export interface Owner {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

// The EXECUTIVE of a new business of their own.
export async function signUpOwner(request: APIRequestContext, label: string): Promise<Owner> {
  const unique = uniqueSuffix();
  const owner: Owner = {
    email: `${label}-${unique}@example.test`,
    password: 'Owner2024!',
    firstName: 'Olga',
    lastName: 'Owner',
    companyName: `${label} ${unique}`,
  };
  const response = await request.post('/graphql', {
    data: {
      query: SIGNUP,
      variables: {
        companyName: owner.companyName,
        companyLegalName: `${owner.companyName} Ltd`,
        companyEmail: `hello-${unique}@example.test`,
        companyPhone: '+35722123456',
        employeeFirstName: owner.firstName,
        employeeLastName: owner.lastName,
        employeeEmail: owner.email,
        employeePhone: '+35799123456',
        password: owner.password,
      },
    },
  });
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({
    data: { employee: { signup: { success: true, messageCode: 'SIGNUP_SUCCESS' } } },
  });
  return owner;
}

// Their one business is selected at sign-in, and an EXECUTIVE lands on /.
export async function signInOwner(page: Page, owner: Owner, password = owner.password) {
  await page.goto('/signin');
  await fillSignIn(page, owner.email, password);
  await page.waitForURL((url) => url.pathname === '/');
}

// The toast itself, not the screen-reader announcement of the same text.
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

// Closes a toast that was seen, so that the same text shown again is the next action's.
export async function dismissToast(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close toast' }).click();
  await expect(shown).toHaveCount(0);
}
