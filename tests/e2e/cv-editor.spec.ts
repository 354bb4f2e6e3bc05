import { expect, test } from '@playwright/test';
import { createOwner, signInNewOwner, squarePhoto } from './fixtures/cvs';
import { alsoOnDesktopIn, pickMonth, screenshot } from './support';

test.describe('the CV editor', () => {
  test(
    'edits every kind of field in place, saves, and the change survives a reload',
    // Edit mode at desktop size: editor-phone.spec.ts opens every template in it.
    async ({ page, baseURL }, testInfo) => {
      const { id } = await signInNewOwner(page, baseURL!, 'edit', {}, await squarePhoto());
      await page.goto(`/cv/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: /Aino/ })).toBeVisible();
      await screenshot(page, testInfo, 'editor-view');

      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'First name' }).fill('Maija');
      await page.getByRole('textbox', { name: 'About me' }).fill('Designer who codes.');
      await page.getByRole('textbox', { name: 'Role' }).fill('Senior Developer');
      const skills = page.getByRole('textbox', { name: 'Skill' });
      const skillCount = await skills.count();
      await page.getByRole('button', { name: 'Add skill' }).click();
      // The new row, not the last of the old ones.
      await expect(skills).toHaveCount(skillCount + 1);
      await skills.last().fill('Accessibility');
      await page.getByRole('combobox', { name: 'Level' }).last().selectOption('intermediate');
      await page
        .getByRole('textbox', { name: 'Web address' })
        .first()
        .fill('https://github.com/maija');
      await pickMonth(page, 'End month', '2024', 'June');
      await screenshot(page, testInfo, 'editor-editing');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('CV saved successfully!')).toBeVisible();

      await page.reload();
      const cv = page.getByRole('article');
      await expect(cv.getByRole('heading', { level: 1 })).toContainText('Maija');
      await expect(cv).toContainText('Designer who codes.');
      await expect(cv).toContainText('Senior Developer');
      await expect(cv).toContainText('Accessibility');
      await expect(cv).toContainText('Jun 2024');
      await expect(cv.getByRole('link', { name: /github\.com\/maija/ })).toBeVisible();
    },
  );

  test('Cancel restores, dates are checked, the template switch persists, the photo changes', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { account, id } = await signInNewOwner(page, baseURL!, 'edt');
    await page.goto(`/cv/${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Job title' }).fill('Astronaut');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article')).toContainText('Frontend Developer');
    await expect(page.getByRole('article')).not.toContainText('Astronaut');

    await page.getByRole('button', { name: 'Edit' }).click();
    await pickMonth(page, 'End month', '2019', 'January');
    await page.getByRole('button', { name: 'Save' }).click();
    // Said in a toast and at the field itself.
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Experience start date must be before end date'),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'End month' }).first(),
    ).toHaveAccessibleDescription('Experience start date must be before end date');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('radio', { name: 'Bold' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('CV saved successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article')).toContainText("I'm Aino Virtanen");
    await screenshot(page, testInfo, 'editor-template-e');

    await page.getByRole('button', { name: 'Edit' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'new.jpg', mimeType: 'image/jpeg', buffer: await squarePhoto('#c8553d') });
    await page.getByRole('button', { name: 'Use photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Crop your photo' })).toBeHidden();
    // The photo is sent with the rest of the changes, on Save.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
    const res = await page.request.get(`/api/cv/get_cv/${id}/`, {
      headers: { authorization: `Bearer ${account.access}` },
    });
    expect((await res.json()).data.photo).toMatch(/\.webp$/);
  });

  test('shares the public link and copies it', async ({ page, context, baseURL }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { account, id } = await signInNewOwner(page, baseURL!, 'shr');
    await page.addInitScript(() => {
      // The share sheet is the phone's; here the dialog is what we test.
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto(`/cv/${id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your CV' });
    await expect(dialog.getByLabel('Link to your CV')).toHaveValue(
      `${baseURL}/${account.username}`,
    );
    await expect(dialog.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com\/sharing/,
    );
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    // Instagram takes no shared links: its button copies the link and says why.
    await expect(
      dialog.getByRole('button', { name: 'Copy for Instagram' }),
    ).toHaveAccessibleDescription(/Instagram has no link sharing/);
    await screenshot(page, testInfo, 'share-dialog');
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  });

  test('the link /cv/{id}?edit=true opens edit mode once, and leaves no edit=true behind', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { id } = await signInNewOwner(page, baseURL!, 'lnk');
    await page.goto(`/cv/${id}?edit=true`);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    // Read, then replaced in the address: no entry with edit=true is left for Back or a reload.
    await expect(page).toHaveURL(new RegExp(`/cv/${id}$`));
    await screenshot(page, testInfo, 'editor-edit-link');

    await page.goto('/dashboard');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/cv/${id}$`));
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  });
});

test.describe('public CV pages', () => {
  test.use({ javaScriptEnabled: false });

  test('read without JavaScript', async ({ page, baseURL }, testInfo) => {
    const { account } = await createOwner(
      baseURL!,
      'pub',
      { theme: 'templateD' },
      await squarePhoto(),
    );
    await page.goto(`/${account.username}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aino');
    await expect(page.getByText('Frontend Developer').first()).toBeVisible();
    await screenshot(page, testInfo, 'public-cv-no-js');
  });
});

test.describe('template preview', () => {
  for (const language of ['en', 'fi'] as const) {
    test(
      `shows each template with sample data (${language})`,
      alsoOnDesktopIn(language),
      async ({ page }, testInfo) => {
        await page.goto(`/cv-template-preview?lng=${language}`);
        // The switcher names each template as the rest of the app does.
        const names =
          language === 'fi'
            ? [
                'Klassinen',
                'Moderni',
                'Tiivis',
                'Luova',
                'Rohkea',
                'Selkeä',
                'Pohjoismainen',
                'Muotokuva',
              ]
            : ['Classic', 'Modern', 'Compact', 'Creative', 'Bold', 'Clear', 'Nordic', 'Portrait'];
        for (const [i, name] of names.entries()) {
          await page.getByRole('button', { name, exact: true }).click();
          await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
          await screenshot(page, testInfo, `template-${'ABCDEFGH'[i]}-${language}`);
          // Bold greets with "I'm" before the name.
          if (i === 4)
            await expect(page.getByRole('article')).toContainText(
              language === 'fi' ? 'Olen' : "I'm",
            );
        }
      },
    );
  }
});
