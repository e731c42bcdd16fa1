import { test } from '@playwright/test'
test('m', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const path of ['/car-accident-lawyer', '/long-island-personal-injury-lawyer', '/manhattan-personal-injury-lawyer', '/maritime-accident-lawyer', '/es/abogado-accidentes-de-auto', '/']) {
    await page.goto(path)
    const out = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d')!
      const res: string[] = []
      for (const p of document.querySelectorAll<HTMLElement>('main p, main li')) {
        const text = (p.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (text.length < 120 || p.querySelector('p, li')) continue
        const style = getComputedStyle(p)
        const width = p.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const chars = Math.round((width * text.length) / context.measureText(text).width)
        res.push(`${chars} ${style.fontSize} w=${width} ${p.parentElement!.className.slice(0, 60)} :: ${text.slice(0, 30)}`)
      }
      return [getComputedStyle(document.body).fontFamily, ...res]
    })
    console.log(path + '\n' + out.join('\n'))
  }
})
