// The demo games' page script (slot and baccarat). The game session token arrives in the URL's
// fragment, is kept for this tab only and taken out of the address bar; every call sends it in the
// Game-Session header. Outcomes are decided by the server: the page only shows them.
'use strict'

;(() => {
  const KEY = 'demo-game-session'
  const kind = document.body.dataset.game
  const fromFragment = location.hash.slice(1)
  if (fromFragment) {
    sessionStorage.setItem(KEY, fromFragment)
    history.replaceState(null, '', location.pathname + location.search)
  }
  const token = sessionStorage.getItem(KEY) || ''

  const $ = (id) => document.getElementById(id)
  const glyphs = { seven: '7', star: '★', bell: '♪', plum: '●', cherry: '♥' }
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
  const suits = ['♠', '♥', '♦', '♣']
  let info = null
  let texts = {}
  let stake = 0
  let side = 'player'
  let busy = false

  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ''))

  // Integer minor units to a decimal string without floating point, then the locale's currency format.
  function money(minor) {
    const format = new Intl.NumberFormat(info.locale, { style: 'currency', currency: info.currency })
    const digits = format.resolvedOptions().maximumFractionDigits
    const sign = minor < 0 ? '-' : ''
    const whole = String(Math.abs(minor)).padStart(digits + 1, '0')
    const decimal = digits === 0 ? whole : `${whole.slice(0, -digits)}.${whole.slice(-digits)}`
    return format.format(`${sign}${decimal}`)
  }
  const percent = (basisPoints) =>
    new Intl.NumberFormat(info.locale, { style: 'percent', minimumFractionDigits: 2 }).format(basisPoints / 10000)

  async function call(path, body) {
    let response
    try {
      response = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'Game-Session': token, 'Content-Type': 'application/json' } : { 'Game-Session': token },
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
        cache: 'no-store',
      })
    } catch {
      throw new Error('network')
    }
    const data = await response.json().catch(() => null)
    if (!response.ok) throw Object.assign(new Error((data && data.errorMessage) || 'network'), { values: (data && data.errorValues) || {} })
    return data
  }

  // A refusal's text, with the time it names (when a loss limit resets) in the game's locale.
  function showError(code, values = {}) {
    const at = values.resetsAt ? new Intl.DateTimeFormat(info.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(values.resetsAt)) : ''
    $('error').textContent = fill(texts[code] || texts.network || code, { at })
  }

  function choices(fieldset, name, options, selected, label, onChange) {
    for (const option of options) {
      const wrapper = document.createElement('label')
      const input = document.createElement('input')
      input.type = 'radio'
      input.name = name
      input.value = String(option)
      input.checked = option === selected
      input.addEventListener('change', () => onChange(option))
      const text = document.createElement('span')
      text.textContent = label(option)
      wrapper.append(input, text)
      fieldset.append(wrapper)
    }
  }

  function showBalance(balance) {
    $('balance').textContent = money(balance)
  }

  function showReels(reels, line) {
    const table = $('table')
    table.replaceChildren()
    for (let row = 0; row < 3; row += 1) {
      for (const reel of reels) {
        const cell = document.createElement('span')
        cell.className = `cell ${reel[row]}${row === 1 ? ' line' : ''}`
        cell.textContent = glyphs[reel[row]]
        table.append(cell)
      }
    }
    table.setAttribute('aria-label', fill(texts.reels, { symbols: line.map((symbol) => texts[symbol]).join(', ') }))
  }

  function showHands(outcome) {
    const table = $('table')
    table.replaceChildren()
    for (const [hand, heading, total] of [
      [outcome.player, texts.playerHand, outcome.playerTotal],
      [outcome.banker, texts.bankerHand, outcome.bankerTotal],
    ]) {
      const box = document.createElement('section')
      box.className = 'hand'
      const title = document.createElement('h2')
      title.textContent = fill(heading, { total })
      box.append(title)
      for (const card of hand) {
        const face = document.createElement('span')
        face.className = `card${card.suit === 1 || card.suit === 2 ? ' red' : ''}`
        face.textContent = `${ranks[card.rank - 1]}${suits[card.suit]}`
        box.append(face)
      }
      table.append(box)
    }
  }

  function describe(answer) {
    const parts = []
    if (kind === 'baccarat') {
      const winner = answer.outcome.winner
      parts.push(winner === 'tie' ? texts.tieResult : fill(texts.winner, { side: texts[winner] }))
    }
    if (answer.payout > answer.stake) parts.push(fill(texts.won, { amount: money(answer.payout) }))
    else if (answer.payout === answer.stake) parts.push(fill(texts.returned, { amount: money(answer.payout) }))
    else parts.push(texts.lost)
    return parts.join(' ')
  }

  async function play() {
    if (busy) return
    busy = true
    $('play').disabled = true
    $('error').textContent = ''
    $('result').textContent = texts.playing
    try {
      const round = { roundId: crypto.randomUUID(), stake }
      if (kind === 'baccarat') round.bet = side
      const answer = await call('round', round)
      if (kind === 'slot') showReels(answer.outcome.reels, answer.outcome.line)
      else showHands(answer.outcome)
      showBalance(answer.balance)
      $('result').textContent = describe(answer)
    } catch (error) {
      $('result').textContent = ''
      showError(error.message, error.values)
    } finally {
      busy = false
      $('play').disabled = false
    }
  }

  async function start() {
    try {
      info = await call('session')
    } catch {
      // Without a session there is no language either: the session's own words are not loaded.
      $('error').textContent = 'This game session has ended. Open the game again from the site.'
      return
    }
    texts = info.texts
    document.documentElement.lang = info.locale
    document.title = info.game
    $('game-name').textContent = info.game
    $('balance-label').textContent = texts.balance
    $('stake-label').textContent = texts.stake
    const leave = $('leave')
    leave.textContent = texts.leave
    leave.addEventListener('click', (event) => {
      if (history.length > 1) {
        event.preventDefault()
        history.back()
      }
    })
    showBalance(info.balance)
    stake = info.chips[0]
    choices($('stakes'), 'stake', info.chips, stake, money, (value) => (stake = value))
    if (kind === 'baccarat') {
      $('side-label').textContent = texts.yourBet
      choices($('sides'), 'side', info.bets, side, (bet) => texts[bet], (value) => (side = value))
      $('pays').textContent = texts.baccaratPays
      $('rtp').textContent = fill(texts.baccaratRtp, { player: percent(info.rtp.player), banker: percent(info.rtp.banker), tie: percent(info.rtp.tie) })
      $('play').textContent = texts.deal
    } else {
      showReels([['cherry', 'seven', 'star'], ['star', 'seven', 'bell'], ['plum', 'seven', 'cherry']], ['seven', 'seven', 'seven'])
      $('pays').textContent = texts.slotPays
      $('rtp').textContent = fill(texts.slotRtp, { rtp: percent(info.rtp.slot) })
      $('play').textContent = texts.spin
    }
    const button = $('play')
    button.disabled = false
    button.addEventListener('click', () => void play())
  }

  void start()
})()
