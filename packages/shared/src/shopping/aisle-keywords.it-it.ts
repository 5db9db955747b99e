import { keywordList, type AisleKeywords } from './aisles.ts'

/** Italian grocery words by aisle: singular, lowercase; plurals in -i/-e are derived before lookup. */
export const IT_IT_KEYWORDS: AisleKeywords = {
  produce: keywordList(`
    mela, pera, banana, arancia, arancia rossa, limone, lime, mandarino, clementina, pompelmo, pesca,
    albicocca, ciliegia, fragola, lampone, mirtillo, mora, ribes, uva, kiwi, ananas, mango, papaya, melone,
    anguria, cocomero, fico, prugna, susina, melograno, cachi, castagna, avocado, cocco, frutto della
    passione, nespola, pomodoro, pomodorino, pomodoro ciliegino, pomodoro datterino, pomodoro cuore di bue,
    pomodoro san marzano, zucchina, zucchino, melanzana, peperone, peperone rosso, peperone giallo,
    peperoncino, finocchio, carciofo, asparago, spinacio, bietola, cavolo, cavolo nero, cavolo cappuccio,
    cavolfiore, verza, broccolo, cima di rapa, cavolino di bruxelles, lattuga, insalata, rucola, radicchio,
    indivia, scarola, valeriana, songino, crescione, fungo, fungo porcino, porcino, champignon, chiodino,
    finferlo, pleurotus, zucca, cetriolo, ravanello, rapa, porro, barbabietola, fagiolino, pisello, fava,
    mais, pannocchia, patata, patata dolce, patata americana, cipolla, cipolla rossa, cipolla di tropea,
    cipollotto, scalogno, aglio, zenzero, carota, sedano, sedano rapa, topinambur, basilico, prezzemolo,
    rosmarino, salvia, timo, menta, erba cipollina, aneto, dragoncello, cerfoglio, maggiorana fresca,
    germoglio, germoglio di soia, tofu, tempeh, seitan, citronella, lime kaffir, rabarbaro, cicoria,
    puntarella, friggitello, mela golden, mela renetta, pera williams, insalata mista, misticanza, agretto,
    borragine, catalogna, cardo, okra, lattuga romana, lattuga iceberg, cavolo rosso, frutta, verdura
  `),
  dairy: keywordList(`
    latte, latte intero, latte parzialmente scremato, latte scremato, latte fresco, latte a lunga
    conservazione, latte di soia, latte di mandorla, latte d'avena, latte di riso, panna, panna fresca,
    panna da cucina, panna montata, panna acida, panna da montare, burro, burro chiarificato, formaggio,
    formaggio fresco, formaggio spalmabile, formaggio grattugiato, parmigiano, parmigiano reggiano,
    grana padano, grana, pecorino, pecorino romano, gorgonzola, mascarpone, ricotta, mozzarella,
    mozzarella di bufala, fior di latte, burrata, stracchino, crescenza, taleggio, fontina, provola,
    scamorza, provolone, asiago, caciocavallo, emmental, groviera, feta, robiola, quartirolo, caprino,
    yogurt, yogurt greco, kefir, uovo, tuorlo, albume, margarina, besciamella, budino, stracciatella,
    primo sale, montasio, bel paese, philadelphia, sottiletta, skyr, ghee, latticino, uovo biologico,
    uovo fresco, crema di latte, pasta sfoglia fresca, pasta brisé fresca, pasta frolla
  `),
  bakery: keywordList(`
    pane, pane integrale, pane in cassetta, pane casereccio, pane di segale, pane per tramezzini, panino,
    rosetta, michetta, baguette, ciabatta, focaccia, pizza bianca, piadina, pita, cornetto, brioche,
    croissant, pane carasau, pane toscano, filone, pagnotta, treccia, panbrioche, pane al latte,
    pasticceria, pasticcino, torta, crostata, ciambella, bombolone, panettone, pandoro, colomba, muffin,
    tramezzino, sfogliatella, cannolo, bagel, pane arabo, pan di spagna, pane per hamburger
  `),
  'meat-fish': keywordList(`
    carne, carne macinata, macinato, macinato di manzo, manzo, vitello, maiale, pollo, petto di pollo,
    coscia di pollo, sovracoscia di pollo, ala di pollo, fuso di pollo, pollo intero, tacchino,
    petto di tacchino, agnello, costoletta d'agnello, capretto, coniglio, anatra, oca, faraona, quaglia,
    cinghiale, cervo, salsiccia, salsiccia di maiale, wurstel, prosciutto, prosciutto cotto, prosciutto
    crudo, speck, pancetta, pancetta affumicata, guanciale, lardo, salame, mortadella, bresaola, coppa,
    culatello, nduja, cotechino, zampone, bistecca, fiorentina, fettina, scaloppina, arrosto, filetto,
    filetto di manzo, lonza, costina, braciola, spezzatino, ossobuco, polpetta, hamburger, fegato,
    trippa, pesce, salmone, salmone affumicato, merluzzo, baccalà, stoccafisso, orata, branzino, spigola,
    sogliola, gambero, gamberetto, gambero rosso, mazzancolla, scampo, cozza, vongola, calamaro, seppia,
    polpo, totano, sgombro, trota, aringa, pesce spada, rombo, dentice, platessa, nasello, halibut,
    astice, aragosta, granchio, ostrica, capasanta, frutto di mare, filetto di pesce, carpaccio, tartare,
    roast beef, cotoletta, involtino, arista, stinco, cappone, gallina, bollito, tonno fresco, pesce azzurro
  `),
  frozen: keywordList(`
    gelato, ghiacciolo, ghiaccio, cubetto di ghiaccio, sorbetto, semifreddo, surgelato, pisello surgelato,
    spinacio surgelato, verdura surgelata, minestrone surgelato, pizza surgelata, bastoncino di pesce,
    patatina fritta, patata fritta surgelata, frutto di bosco surgelato, pasta sfoglia, pasta brisé,
    pasta fillo, gamberetto surgelato, pesce surgelato, torta gelato, coppa gelato, cono gelato,
    spinacio in foglia surgelato, fagiolino surgelato, croccantino, sofficino, cotoletta surgelata,
    frutta surgelata, piatto pronto surgelato
  `),
  pantry: keywordList(`
    pasta, spaghetti, spaghettone, penne, pennette, fusilli, rigatoni, linguine, tagliatelle, pappardelle,
    fettuccine, lasagne, farfalle, orecchiette, paccheri, mezze maniche, tortiglioni, bucatini, ditalini,
    conchiglie, trofie, tortellini, ravioli, gnocchi, pasta all'uovo, pasta fresca, pasta integrale,
    riso, riso arborio, riso carnaroli, riso basmati, riso venere, riso integrale, orzo, farro, couscous,
    cous cous, quinoa, bulgur, polenta, farina di mais, semola, semola rimacinata, farina, farina 00,
    farina integrale, farina di grano duro, farina di mandorle, pangrattato, pane grattugiato, fecola,
    fecola di patate, amido di mais, maizena, zucchero, zucchero di canna, zucchero a velo, miele,
    sciroppo d'acero, lievito, lievito di birra, lievito per dolci, lievito istantaneo, bicarbonato,
    cremor tartaro, vanillina, estratto di vaniglia, colla di pesce, gelatina in fogli, cioccolato,
    cioccolato fondente, cioccolato al latte, gocce di cioccolato, cacao, cacao amaro, nutella,
    marmellata, confettura, crema spalmabile, olio, olio d'oliva, olio extravergine, olio extravergine
    d'oliva, olio di semi, olio di girasole, olio di arachidi, olio di cocco, olio di sesamo, aceto,
    aceto balsamico, aceto di mele, aceto di vino, aceto di vino bianco, salsa di soia, salsa worcester,
    tabasco, maionese, senape, ketchup, salsa, pesto, pesto alla genovese, sugo, sugo pronto, ragù,
    passata di pomodoro, passata, pomodoro pelato, polpa di pomodoro, concentrato di pomodoro,
    pomodoro secco, pomodoro in scatola, cappero, oliva, oliva nera, oliva verde, sottaceto, giardiniera,
    carciofino sott'olio, tonno, tonno in scatola, acciuga, alice, sardina, sgombro in scatola, legume,
    fagiolo, fagiolo borlotto, fagiolo cannellino, fagiolo nero, cece, lenticchia, pisello secco,
    fava secca, brodo, brodo vegetale, brodo di pollo, brodo di carne, dado, dado da brodo, biscotto,
    fetta biscottata, cracker, grissino, tarallo, cereale, fiocco d'avena, fiocco di mais, muesli,
    granola, frutta secca, noce, mandorla, nocciola, pinolo, pistacchio, arachide, anacardo, noce pecan,
    noce di macadamia, uvetta, uva passa, dattero, fico secco, prugna secca, albicocca secca,
    cocco grattugiato, seme di girasole, seme di zucca, seme di chia, seme di lino, burro di arachidi,
    latte di cocco, latte condensato, patatina, popcorn, caramella, cioccolatino, barretta, merendina,
    savoiardo, amaretto morbido, torrone, crema di nocciole, sciroppo, purè istantaneo, zuppa pronta,
    minestra, vellutata, tahina, hummus, panko, pasta di acciughe, pasta di miso, salsa barbecue,
    zucchero semolato, zucchero di canna integrale, farina manitoba
  `),
  spices: keywordList(`
    sale, sale fino, sale grosso, sale marino, sale rosa, sale iodato, sale aromatizzato, pepe, pepe nero,
    pepe bianco, pepe rosa, pepe in grani, pepe verde, paprika, paprica, paprika affumicata,
    peperoncino in polvere, peperoncino secco, peperoncino in fiocchi, cumino, coriandolo, curcuma,
    cannella, cannella in stecche, noce moscata, chiodo di garofano, zenzero in polvere, cardamomo,
    anice, anice stellato, seme di finocchio, finocchietto, zafferano, curry, origano, origano secco,
    timo secco, rosmarino secco, basilico secco, prezzemolo secco, salvia secca, alloro, foglia di alloro,
    erba aromatica, erbe di provenza, spezia, vaniglia, bacca di vaniglia, glutammato, senape in grani,
    garam masala, ginepro, bacca di ginepro, maggiorana, sesamo, seme di sesamo, seme di papavero,
    aglio in polvere, cipolla in polvere, peperoncino di cayenna, pepe di cayenna, cinque spezie,
    sommacco, fieno greco, santoreggia, dado granulare, insaporitore, spezie per arrosto
  `),
  drinks: keywordList(`
    acqua, acqua minerale, acqua frizzante, acqua naturale, acqua gassata, acqua tonica, acqua di cocco,
    vino, vino rosso, vino bianco, vino rosato, vino da cucina, birra, birra analcolica, succo,
    succo d'arancia, succo di frutta, succo di mela, succo di mirtillo, succo di limone, spremuta,
    aranciata, limonata, chinotto, gassosa, tè, tè verde, tè nero, tè freddo, tisana, camomilla, infuso,
    caffè, caffè macinato, caffè in grani, caffè solubile, caffè decaffeinato, capsula di caffè, cialda,
    orzo solubile, cappuccino, bibita, spumante, prosecco, champagne, grappa, amaro, amaretto, limoncello,
    vermut, liquore, sambuca, vodka, gin, rum, whisky, brandy, cognac, marsala, sidro, cola, energy drink,
    sciroppo di menta, sciroppo di amarena, frullato, bevanda vegetale, cioccolata calda
  `),
  household: keywordList(`
    carta igienica, carta da cucina, carta assorbente, carta forno, carta stagnola, alluminio,
    pellicola, pellicola trasparente, sacchetto gelo, sacchetto per alimenti, sacco della spazzatura,
    sacchetto della spazzatura, sacco nero, detersivo, detersivo per piatti, detersivo per lavatrice,
    detersivo per lavastoviglie, pastiglia lavastoviglie, brillantante, sale per lavastoviglie,
    ammorbidente, candeggina, varechina, spugna, spugnetta, sapone, sapone per le mani, sapone liquido,
    bagnoschiuma, docciaschiuma, shampoo, balsamo, dentifricio, spazzolino, filo interdentale,
    collutorio, deodorante, rasoio, lametta, schiuma da barba, crema solare, crema idratante, fazzoletto,
    fazzoletto di carta, tovagliolo, tovagliolo di carta, pila, batteria, lampadina, candela, fiammifero,
    accendino, sgrassatore, anticalcare, disinfettante, detergente, detergente per vetri, candeggina
    gel, guanto, guanti in lattice, pannolino, salvietta, salvietta umidificata, assorbente, cotton fioc,
    dischetto di cotone, cerotto, lettiera, cibo per gatti, cibo per cani, crocchetta per cani,
    deodorante per ambienti, piatto di carta, bicchiere di plastica, cannuccia, stuzzicadenti,
    filtro per caffè, sacchetto per aspirapolvere, panno, strofinaccio, scopa, vitamina
  `),
}
