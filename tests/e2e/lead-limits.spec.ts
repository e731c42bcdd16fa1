/** Field lengths match the form service; the description keeps all that was typed, with a counter near its limit. */
import { expect, test } from '@playwright/test'
import { expectFieldMessage, fillLead, leadCalls, person } from './leadHelpers.ts'
import { optionValue, pageForm } from './leadContent.ts'

test('inputs stop at the service limits; the description counts down near its limit and refuses to send past it', async ({
  page,
}) => {
  const calls = leadCalls(page)
  await page.goto('/contact')
  const form = page.locator('#case-review form[data-ready]')
  await expect(form.getByLabel('First Name')).toHaveAttribute('maxlength', '100')
  await expect(form.getByLabel('Last Name')).toHaveAttribute('maxlength', '100')
  await expect(form.getByLabel('Phone')).toHaveAttribute('maxlength', '40')
  await expect(form.getByLabel('Email')).toHaveAttribute('maxlength', '254')
  const description = form.getByLabel('Description')
  // Never cut: a long paste stays whole, the counter says what is wrong.
  await expect(description).not.toHaveAttribute('maxlength')

  await fillLead(form, { ...person('limits'), description: 'a'.repeat(58_499) })
  await form.getByLabel('Case Type').selectOption(optionValue(pageForm('/contact'), -1))
  await expect(description).toHaveAccessibleDescription('')
  await description.press('b')
  await expect(description).toHaveAccessibleDescription('At most 6,500 characters left.')
  const counter = form.getByText('At most 6,500 characters left.')
  await expect(counter).toBeVisible()
  await expect(counter).toHaveAttribute('aria-live', 'polite')

  await description.fill('a'.repeat(65_001))
  await expect(description).toHaveValue('a'.repeat(65_001))
  await expect(form.getByText('Over the limit of 65,000 characters.')).toBeVisible()
  await form.getByRole('button', { name: 'Get Free Case Review' }).click()
  await expect(description).toBeFocused()
  await expectFieldMessage(description, 'Please shorten the description to 65,000 characters or fewer.')
  expect(calls).toHaveLength(0)
})
