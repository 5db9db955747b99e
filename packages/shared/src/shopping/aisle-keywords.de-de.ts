import { keywordList, type AisleKeywords } from './aisles.ts'

/**
 * German grocery words by aisle: singular, lowercase; plurals (-n, -e, -er) are derived before lookup, and
 * compounds match by their last part ("Vollmilch" → "milch"), so only compounds that name another aisle
 * than their last part are listed ("Erdnussbutter", "Leberkäse").
 */
export const DE_DE_KEYWORDS: AisleKeywords = {
  produce: keywordList(`
    apfel, birne, banane, orange, apfelsine, mandarine, clementine, zitrone, limette, grapefruit, kiwi,
    ananas, mango, papaya, melone, wassermelone, honigmelone, traube, weintraube, erdbeere, himbeere,
    heidelbeere, blaubeere, brombeere, johannisbeere, stachelbeere, kirsche, pflaume, zwetschge, aprikose,
    pfirsich, nektarine, feige, granatapfel, avocado, kokosnuss, rhabarber, quitte, litschi, maracuja,
    passionsfrucht, kaki, physalis, kartoffel, süßkartoffel, zwiebel, rote zwiebel, frühlingszwiebel,
    lauchzwiebel, schalotte, knoblauch, lauch, porree, möhre, karotte, mohrrübe, gurke, salatgurke,
    tomate, kirschtomate, cocktailtomate, rispentomate, fleischtomate, paprikaschote, rote paprika,
    gelbe paprika, grüne paprika, spitzpaprika, zucchini, aubergine, kürbis, hokkaido, butternutkürbis,
    brokkoli, blumenkohl, rosenkohl, weißkohl, rotkohl, wirsing, grünkohl, chinakohl, spitzkohl, kohlrabi,
    kohl, spinat, blattspinat, mangold, salat, kopfsalat, eisbergsalat, feldsalat, rucola, romanasalat,
    endivie, chicorée, radicchio, rote bete, rote beete, radieschen, rettich, meerrettich, sellerie,
    staudensellerie, knollensellerie, fenchel, spargel, grüner spargel, weißer spargel, pastinake,
    petersilienwurzel, steckrübe, topinambur, mais, maiskolben, erbse, zuckerschote, grüne bohne,
    prinzessbohne, pilz, champignon, steinpilz, pfifferling, shiitake, austernpilz, kräuterseitling,
    petersilie, schnittlauch, basilikum, koriander, dill, minze, pfefferminze, thymian, rosmarin, salbei,
    estragon, kerbel, zitronengras, ingwer, chili, peperoni, jalapeño, okra, artischocke, tofu, tempeh,
    sprosse, kresse, brunnenkresse, bärlauch, rübe, obst, gemüse, suppengrün, kräuter, frische kräuter,
    salatmischung, babyspinat, mungobohnensprosse, sojasprosse, drachenfrucht, guave, pomelo, holunder,
    schwarzwurzel, blutorange
  `),
  dairy: keywordList(`
    milch, vollmilch, fettarme milch, h-milch, frischmilch, buttermilch, butter, sahne, schlagsahne,
    saure sahne, schmand, crème fraîche, kochsahne, sauerrahm, crème double, quark, magerquark,
    speisequark, joghurt, naturjoghurt, griechischer joghurt, skyr, kefir, käse, frischkäse, hüttenkäse,
    reibekäse, bergkäse, emmentaler, gouda, edamer, tilsiter, butterkäse, camembert, brie, mozzarella,
    parmesan, feta, schafskäse, ziegenkäse, mascarpone, ricotta, halloumi, gorgonzola, raclettekäse,
    scheibenkäse, schmelzkäse, ei, eigelb, eiweiß, margarine, pudding, sojamilch, hafermilch,
    mandelmilch, butterschmalz, dickmilch, kräuterquark, sojajoghurt, streichkäse, hirtenkäse,
    pizzakäse, gratinkäse, grana padano, pecorino, manchego, cheddar, appenzeller, harzer, sahnejoghurt,
    frische hefe, pizzateig, blätterteig frisch, mürbeteig, quiche-teig
  `),
  bakery: keywordList(`
    brot, vollkornbrot, roggenbrot, schwarzbrot, weißbrot, toastbrot, toast, brötchen, semmel, weckle,
    laugenbrezel, brezel, baguette, ciabatta, croissant, hörnchen, fladenbrot, pita, tortilla, wrap,
    kuchen, torte, berliner, krapfen, muffin, donut, laugenstange, vollkornbrötchen, mischbrot,
    dinkelbrot, sauerteigbrot, hefezopf, stollen, brioche, burgerbrötchen, hotdog-brötchen, pumpernickel,
    bauernbrot, kastenbrot, franzbrötchen, streuselkuchen, blechkuchen, apfelstrudel, bagel, focaccia,
    mehrkornbrötchen, körnerbrötchen, sandwichbrot, naan, toastbrötchen, käsekuchen, obstkuchen
  `),
  'meat-fish': keywordList(`
    fleisch, rindfleisch, schweinefleisch, hackfleisch, rinderhack, rinderhackfleisch,
    gemischtes hackfleisch, hähnchen, hähnchenbrust, hühnchen, hähnchenschenkel, hähnchenflügel,
    hühnerbrust, huhn, suppenhuhn, pute, putenbrust, putenschnitzel, truthahn, ente, entenbrust, gans,
    lamm, lammkeule, lammkotelett, kalb, kalbfleisch, schnitzel, steak, rumpsteak, filet, rinderfilet,
    schweinefilet, kotelett, braten, rinderbraten, schweinebraten, gulasch, geschnetzeltes, speck,
    schinken, kochschinken, schinkenspeck, bacon, salami, wurst, würstchen, bratwurst, wiener, weißwurst,
    leberwurst, mettwurst, aufschnitt, leberkäse, frikadelle, hackbällchen, kasseler, leber, wild, reh,
    hirsch, wildschwein, kaninchen, fisch, lachs, lachsfilet, räucherlachs, kabeljau, seelachs, forelle,
    zander, dorsch, hering, matjes, makrele, scholle, rotbarsch, pangasius, garnele, krabbe, shrimp,
    muschel, miesmuschel, tintenfisch, calamari, oktopus, hummer, fischfilet, chorizo, pancetta, mett,
    gyros, schweinebauch, schweinenacken, spareribs, roastbeef, tatar, rouladen, rinderroulade, ochsenschwanz,
    entrecote, tafelspitz, schweineschulter, hähnchenkeule, putenhack, lachsforelle, thunfischsteak,
    jakobsmuschel, auster, tiefseegarnele, karpfen, saibling, wolfsbarsch, dorade
  `),
  frozen: keywordList(`
    eis, speiseeis, eiscreme, vanilleeis, schokoladeneis, erdbeereis, wassereis, eis am stiel, eiswürfel,
    sorbet, tiefkühlpizza, pommes, pommes frites, krokette, fischstäbchen, tk-erbse, tk-spinat,
    tk-gemüse, tk-beeren, tk-pizza, tiefkühlgemüse, tiefkühlspinat, tiefkühlerbse, tiefkühlbeere,
    tiefkühlobst, rahmspinat, blätterteig, strudelteig, gefrorene beere, gefrorene erbse, beerenmischung,
    schlemmerfilet, tiefkühlhähnchen, backfisch, kaisergemüse, buttergemüse, frühlingsrolle,
    tiefkühlbrötchen, aufbackbrötchen, tiefkühlkuchen, kartoffelpuffer, rösti, eisbombe
  `),
  pantry: keywordList(`
    mehl, weizenmehl, dinkelmehl, roggenmehl, vollkornmehl, speisestärke, maisstärke, stärke, zucker,
    brauner zucker, puderzucker, rohrzucker, vanillezucker, gelierzucker, hagelzucker, honig, ahornsirup,
    sirup, backpulver, natron, hefe, trockenhefe, gelatine, vanilleextrakt, backaroma, schokolade,
    zartbitterschokolade, vollmilchschokolade, kuvertüre, schokoladenstreusel, schokotropfen, kakao,
    kakaopulver, nudel, spaghetti, penne, fusilli, makkaroni, lasagneplatte, bandnudel, spätzle, gnocchi,
    tortellini, ravioli, reis, basmatireis, jasminreis, risottoreis, milchreis, wildreis, couscous, bulgur,
    quinoa, hirse, graupe, grieß, polenta, haferflocke, müsli, cornflakes, knäckebrot, zwieback,
    paniermehl, semmelbrösel, öl, olivenöl, rapsöl, sonnenblumenöl, sesamöl, kokosöl, essig, balsamico,
    weißweinessig, apfelessig, sojasauce, sojasoße, fischsauce, worcestersauce, tabasco, ketchup, senf,
    mayonnaise, remoulade, pesto, tomatenmark, passierte tomate, dosentomate, stückige tomate,
    gehackte tomate, pizzatomate, getrocknete tomate, tomatensoße, tomatensauce, brühe, gemüsebrühe,
    hühnerbrühe, rinderbrühe, fond, brühwürfel, linse, rote linse, kichererbse, kidneybohne, weiße bohne,
    bohne, kokosmilch, kondensmilch, dosenmilch, thunfisch, sardelle, sardine, olive, kaper,
    gewürzgurke, essiggurke, sauerkraut, nuss, walnuss, haselnuss, mandel, erdnuss, cashewkern,
    pistazie, pinienkern, gemahlene mandel, rosine, trockenobst, dattel, kokosraspel, leinsamen,
    chiasamen, sonnenblumenkern, kürbiskern, marmelade, konfitüre, nutella, erdnussbutter, chips,
    kartoffelchips, salzstange, keks, cracker, popcorn, gummibärchen, bonbon, müsliriegel,
    studentenfutter, apfelmus, kompott, instantnudel, fertigsuppe, bratensoße, ajvar, tahin, hummus,
    kokosflocke, puddingpulver, götterspeise, tortenguss, backmischung, marzipan, agavendicksaft,
    stevia, süßstoff, reiswaffel, mandelmus, lebkuchen, plätzchen, spekulatius, nussnougatcreme,
    dosenmais, maiskorn, tortilla-chips, nachos, erdnussflips, mandelmehl, kokosmehl, glasnudel, reisnudel,
    mie-nudel, currypaste, kokoscreme, tomatenketchup, grillsoße, sweet-chili-sauce, haferdrink
  `),
  spices: keywordList(`
    salz, meersalz, jodsalz, pfeffer, schwarzer pfeffer, pfefferkorn, weißer pfeffer, paprikapulver,
    paprika edelsüß, paprika rosenscharf, rosenpaprika, geräuchertes paprikapulver, cayennepfeffer,
    chilipulver, chiliflocke, kreuzkümmel, kümmel, koriandersamen, kurkuma, zimt, zimtstange, muskat,
    muskatnuss, nelke, gewürznelke, piment, kardamom, sternanis, anis, fenchelsamen, senfkorn,
    ingwerpulver, knoblauchpulver, zwiebelpulver, currypulver, curry, garam masala, safran, vanilleschote,
    lorbeer, lorbeerblatt, oregano, majoran, bohnenkraut, liebstöckel, kräuter der provence,
    italienische kräuter, gewürz, gewürzmischung, getrockneter thymian, getrockneter rosmarin,
    getrocknetes basilikum, getrocknete petersilie, sesam, mohn, wacholder, wacholderbeere, kräutersalz,
    selleriesalz, knoblauchsalz, glutamat, schwarzkümmel, bockshornklee, zitronenpfeffer,
    grillgewürz, gyrosgewürz, lebkuchengewürz, pfeffermühle, salzmühle, steakpfeffer, fleur de sel
  `),
  drinks: keywordList(`
    wasser, mineralwasser, sprudel, sprudelwasser, stilles wasser, saft, orangensaft, apfelsaft,
    traubensaft, multivitaminsaft, apfelschorle, schorle, limonade, cola, eistee, tee, grüner tee,
    schwarztee, schwarzer tee, kräutertee, früchtetee, pfefferminztee, kamillentee, kaffee, kaffeebohne,
    espresso, instantkaffee, bier, weißbier, pils, alkoholfreies bier, radler, wein, rotwein, weißwein,
    roséwein, sekt, champagner, prosecco, wodka, gin, rum, whisky, weinbrand, likör, schnaps, obstler,
    glühwein, trinkschokolade, energydrink, tonic water, ginger ale, smoothie, kombucha, malzbier, cidre,
    apfelwein, eierlikör, spezi, kaffeepad, kaffeekapsel, milchkaffee, cappuccino, kokoswasser, sirupwasser,
    zitronensaft, limettensaft, kochwein, sherry, portwein, aperitif, vermouth, tomatensaft, karottensaft
  `),
  household: keywordList(`
    toilettenpapier, klopapier, küchenrolle, küchenpapier, taschentuch, serviette, alufolie,
    frischhaltefolie, backpapier, gefrierbeutel, müllbeutel, mülltüte, spülmittel, geschirrspülmittel,
    spülmaschinentab, klarspüler, regeneriersalz, spülmaschinensalz, waschmittel, weichspüler,
    fleckenentferner, schwamm, spülschwamm, spültuch, putzmittel, allzweckreiniger, glasreiniger,
    badreiniger, wc-reiniger, entkalker, seife, handseife, flüssigseife, duschgel, shampoo, zahnpasta,
    zahncreme, zahnbürste, zahnseide, deo, deodorant, rasierer, rasierschaum, sonnencreme, batterie,
    glühbirne, kerze, streichholz, feuerzeug, kaffeefilter, pappteller, pappbecher, strohhalm,
    zahnstocher, windel, feuchttuch, tampon, wattepad, wattestäbchen, pflaster, katzenstreu,
    katzenfutter, hundefutter, vogelfutter, gummihandschuh, lufterfrischer, desinfektionsmittel,
    mundspülung, rasierklinge, abflussreiniger, staubsaugerbeutel, spüllappen, grillkohle, holzkohle,
    haushaltspapier, vitamintablette, spülbürste, bodenreiniger, handcreme, bodylotion, kosmetiktuch
  `),
}
