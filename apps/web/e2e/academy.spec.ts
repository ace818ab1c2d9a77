import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG_PIXEL, uniqueSuffix } from './api';
import { dismissToast, toast } from './profile-support';
import { openAs } from './roles';

// The provider's admin writes a course, assigns it to the cashiers and publishes it; the demo
// cashier takes it from My Profile and downloads the certificate. Every course here is made for
// the test, so the demo's courses stay as they are.

// axe's serious findings in the open dialog; the toasts beside it (the toast library's own
// colours) are not this page's.
async function dialogViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`),
    );
}

async function addLesson(page: Page, fill: (form: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add lesson', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add lesson' });
  await fill(form);
  await form.getByRole('button', { name: 'Add lesson', exact: true }).click();
  await expect(form).toBeHidden();
  // Closed once seen, so that the next dialog is checked without it.
  await dismissToast(page, 'Lesson added');
}

test('an admin writes, assigns and publishes a course; the cashier takes it and downloads the certificate', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const course = `Counter basics ${suffix}`;
  const reading = `Greeting customers ${suffix}`;
  const quiz = `Counter check ${suffix}`;

  // The admin creates the course: it opens as a draft.
  await openAs(page, 'admin', '/academy');
  await page.getByRole('button', { name: 'New course' }).click();
  const courseForm = page.getByRole('dialog', { name: 'New course' });
  await courseForm.getByRole('textbox', { name: 'Title (English)' }).fill(course);
  await courseForm.getByRole('textbox', { name: 'Title (Greek)' }).fill(`Βασικά ταμείου ${suffix}`);
  await courseForm
    .getByRole('textbox', { name: 'Description (English)' })
    .fill('What a new cashier reads first.');
  await courseForm.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { level: 2, name: course })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish course' })).toBeDisabled();

  // A text lesson with an image, and a quiz of one question whose second answer is right.
  await addLesson(page, async (form) => {
    await form.getByRole('textbox', { name: 'Title (English)' }).fill(reading);
    await form.getByRole('textbox', { name: 'Title (Greek)' }).fill(`Υποδοχή ${suffix}`);
    await form
      .getByRole('textbox', { name: 'Lesson text (English)' })
      .fill('Smile, greet the customer and ask for their coupon.');
    await form
      .getByTestId('lesson-image-input')
      .setInputFiles({ name: 'counter.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect(form.getByRole('img', { name: 'counter.png' })).toBeVisible();
  });
  await addLesson(page, async (form) => {
    await form.getByRole('combobox', { name: 'Kind of lesson' }).selectOption({ label: 'Quiz' });
    await form.getByRole('textbox', { name: 'Title (English)' }).fill(quiz);
    await form.getByRole('textbox', { name: 'Title (Greek)' }).fill(`Έλεγχος ${suffix}`);
    await expect(form.getByRole('textbox', { name: 'Pass mark (%)' })).toHaveValue('80');
    await form
      .getByRole('textbox', { name: 'Question 1 (English)', exact: true })
      .fill('Which coupon can be redeemed?');
    await form
      .getByRole('textbox', { name: 'Answer 1 of question 1 (English)' })
      .fill('One that was already redeemed');
    await form
      .getByRole('textbox', { name: 'Answer 2 of question 1 (English)' })
      .fill('A valid one');
    // Sent without its right answer marked, the quiz is refused with the server's own words.
    await form.getByRole('button', { name: 'Add lesson', exact: true }).click();
    await expect(form.getByText('Mark the right answer of every question')).toBeVisible();
    await form.getByRole('radio', { name: 'Answer 2 of question 1 is right' }).check();
    expect(await dialogViolations(page)).toEqual([]);
  });

  const lessons = page.getByRole('list', { name: 'Lessons' });
  await expect(lessons.getByRole('listitem')).toHaveCount(2);
  for (const title of [reading, quiz]) {
    await page.getByRole('button', { name: `Publish ${title}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Publish ${title}`, exact: true })).toBeHidden();
  }
  await expect(lessons.getByText('Published')).toHaveCount(2);

  // Assigned to the cashiers, due in a week, and published.
  const assign = page.getByRole('form', { name: 'Assign' });
  await assign.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Cashier' });
  await assign.getByRole('textbox', { name: 'Due in (days)' }).fill('7');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Due within 7 days')).toBeVisible();
  await page.getByRole('button', { name: 'Publish course' }).click();
  const confirm = page.getByRole('dialog', { name: `Publish ${course}?` });
  await confirm.getByRole('button', { name: 'Publish course' }).click();
  await expect(toast(page, 'Course published')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish course' })).toBeHidden();

  // The demo cashier finds it under My training.
  const cashier = await (await browser.newContext({ baseURL })).newPage();
  await openAs(cashier, 'cashier', '/profile');
  const entry = cashier.getByRole('listitem', { name: course });
  await expect(entry).toContainText('0 of 2 lessons done');
  await entry.getByRole('button', { name: 'Start' }).click();
  const taking = cashier.getByRole('dialog', { name: course });
  const progress = taking.getByRole('progressbar', { name: `Progress in ${course}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(await dialogViolations(cashier)).toEqual([]);

  const text = taking.getByRole('article', { name: `1. ${reading}` });
  await expect(text).toContainText('Smile, greet the customer');
  await expect(text.getByRole('img', { name: `Image 1 of ${reading}` })).toBeVisible();
  await text.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(text.getByText('Done')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');

  // A wrong answer fails the quiz without saying which answer was right; the right one passes.
  const check = taking.getByRole('article', { name: `2. ${quiz}` });
  await check.getByRole('radio', { name: 'One that was already redeemed' }).check();
  await check.getByRole('button', { name: 'Submit answers' }).click();
  await expect(check.getByRole('status')).toContainText('Not passed yet: try again');
  await expect(check.getByRole('status')).toContainText('Your score: 0% (pass mark 80%)');
  await check.getByRole('radio', { name: 'A valid one' }).check();
  await check.getByRole('button', { name: 'Submit answers' }).click();
  await expect(check.getByRole('status')).toContainText('Quiz passed');
  await expect(check.getByText('Done')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(taking.getByText('Completed', { exact: true })).toBeVisible();

  const download = cashier.waitForEvent('download');
  await taking.getByRole('button', { name: 'Certificate (English)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  // The Greek one is named after the course's Greek title.
  const greek = cashier.waitForEvent('download');
  await taking.getByRole('button', { name: 'Certificate (Greek)' }).click();
  expect((await greek).suggestedFilename()).toBe(`Βασικά ταμείου ${suffix}.pdf`);

  await taking.getByRole('button', { name: 'Close' }).click();
  await expect(entry).toContainText('2 of 2 lessons done');
  await expect(entry.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});

test('the progress of a course is read per business and per person, and downloaded as CSV', async ({
  page,
}) => {
  await openAs(page, 'admin', '/academy?tab=progress');
  await page
    .getByRole('combobox', { name: 'Course' })
    .selectOption({ label: 'Redeeming coupons at the counter' });
  const businesses = page.getByRole('table', { name: 'By business' });
  await expect(businesses.getByRole('row', { name: /Aroma Cafe/ })).toBeVisible();
  const people = page.getByRole('table', { name: 'By person' });
  await expect(people.getByRole('row', { name: /cashier@demo\.test/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^academy-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toContain('name');
  expect(lines.some((line) => line.includes('cashier@demo.test'))).toBe(true);
});
