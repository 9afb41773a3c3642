(define (problem plan_trial_4b076e1533ec)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        SoapBottle_bar__minus_01_dot_05_bar__plus_01_dot_93_bar__plus_02_dot_27 - object
        SoapBottle_bar__minus_02_dot_24_bar__plus_00_dot_20_bar__minus_00_dot_50 - object
        ToiletPaper_bar__minus_01_dot_07_bar__plus_00_dot_55_bar__plus_02_dot_23 - object
        SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_47_bar__plus_02_dot_02 - object
        SprayBottle_bar__minus_01_dot_25_bar__plus_02_dot_04_bar__plus_02_dot_18 - object
        SprayBottle_bar__minus_00_dot_99_bar__plus_01_dot_88_bar__plus_01_dot_94 - object
        TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__plus_02_dot_32 - object
        TissueBox_bar__minus_01_dot_19_bar__plus_01_dot_79_bar__plus_02_dot_28 - object
        Cloth_bar__minus_01_dot_46_bar__plus_01_dot_84_bar__plus_02_dot_33 - object
        HandTowel_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__plus_02_dot_11 - object
        Towel_bar__minus_00_dot_73_bar__plus_01_dot_38_bar__minus_00_dot_04 - object
        Candle_bar__minus_01_dot_00_bar__plus_00_dot_29_bar__plus_02_dot_04 - object
        Bathtub_bar__plus_00_dot_22_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin - receptacle
        Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16 - receptacle
        Shelf_bar__minus_01_dot_17_bar__plus_01_dot_06_bar__plus_02_dot_16 - receptacle
        Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16 - receptacle
        Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41 - receptacle
        GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18 - receptacle
        HandTowelHolder_bar__minus_01_dot_83_bar__plus_01_dot_57_bar__plus_00_dot_54 - receptacle
        ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_96_bar__minus_00_dot_10 - receptacle
        TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15 - receptacle
        loc_bar__minus_10_bar_7_bar_1_bar_0 - location
        loc_bar__minus_2_bar_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_45 - location
        loc_bar__minus_4_bar_0_bar_2_bar_60 - location
        loc_bar__minus_4_bar_5_bar_0_bar_30 - location
        loc_bar__minus_6_bar_0_bar_2_bar_30 - location
        loc_bar__minus_6_bar_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_7_bar_2_bar_2_bar_45 - location
        loc_bar_0_bar_1_bar_0_bar_0 - location
    )
(:init
        (receptacleType Bathtub_bar__plus_00_dot_22_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_22_bar__plus_00_dot_34_bar__plus_00_dot_64_bar_BathtubBasin loc_bar__minus_3_bar_2_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_17_bar__plus_01_dot_06_bar__plus_02_dot_16 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_17_bar__plus_01_dot_06_bar__plus_02_dot_16 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (receptacleType Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_13_bar_00_dot_00_bar__minus_00_dot_59_bar_SinkBasin loc_bar__minus_6_bar_0_bar_2_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_02_bar__plus_00_dot_92_bar__plus_00_dot_18 loc_bar_0_bar_1_bar_0_bar_0)
        (receptacleType HandTowelHolder_bar__minus_01_dot_83_bar__plus_01_dot_57_bar__plus_00_dot_54 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_83_bar__plus_01_dot_57_bar__plus_00_dot_54 loc_bar__minus_7_bar_2_bar_2_bar_45)
        (receptacleType ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_96_bar__minus_00_dot_10 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_96_bar__minus_00_dot_10 loc_bar__minus_4_bar_0_bar_2_bar_60)
        (receptacleType TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
        (objectType SoapBottle_bar__minus_01_dot_05_bar__plus_01_dot_93_bar__plus_02_dot_27 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_05_bar__plus_01_dot_93_bar__plus_02_dot_27 Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16)
        (objectAtLocation SoapBottle_bar__minus_01_dot_05_bar__plus_01_dot_93_bar__plus_02_dot_27 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (pickupable SoapBottle_bar__minus_01_dot_05_bar__plus_01_dot_93_bar__plus_02_dot_27)
        (objectType SoapBottle_bar__minus_02_dot_24_bar__plus_00_dot_20_bar__minus_00_dot_50 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_24_bar__plus_00_dot_20_bar__minus_00_dot_50 Toilet_bar__minus_02_dot_15_bar__plus_00_dot_00_bar__minus_00_dot_41)
        (objectAtLocation SoapBottle_bar__minus_02_dot_24_bar__plus_00_dot_20_bar__minus_00_dot_50 loc_bar__minus_6_bar_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_24_bar__plus_00_dot_20_bar__minus_00_dot_50)
        (objectType ToiletPaper_bar__minus_01_dot_07_bar__plus_00_dot_55_bar__plus_02_dot_23 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_07_bar__plus_00_dot_55_bar__plus_02_dot_23 Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_07_bar__plus_00_dot_55_bar__plus_02_dot_23 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_07_bar__plus_00_dot_55_bar__plus_02_dot_23)
        (objectType SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_47_bar__plus_02_dot_02 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_47_bar__plus_02_dot_02 Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16)
        (objectAtLocation SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_47_bar__plus_02_dot_02 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (cleanable SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_47_bar__plus_02_dot_02)
        (pickupable SoapBar_bar__minus_01_dot_22_bar__plus_00_dot_47_bar__plus_02_dot_02)
        (objectType SprayBottle_bar__minus_01_dot_25_bar__plus_02_dot_04_bar__plus_02_dot_18 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_25_bar__plus_02_dot_04_bar__plus_02_dot_18 Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16)
        (objectAtLocation SprayBottle_bar__minus_01_dot_25_bar__plus_02_dot_04_bar__plus_02_dot_18 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (pickupable SprayBottle_bar__minus_01_dot_25_bar__plus_02_dot_04_bar__plus_02_dot_18)
        (objectType SprayBottle_bar__minus_00_dot_99_bar__plus_01_dot_88_bar__plus_01_dot_94 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_99_bar__plus_01_dot_88_bar__plus_01_dot_94 Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16)
        (objectAtLocation SprayBottle_bar__minus_00_dot_99_bar__plus_01_dot_88_bar__plus_01_dot_94 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (pickupable SprayBottle_bar__minus_00_dot_99_bar__plus_01_dot_88_bar__plus_01_dot_94)
        (objectType TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__plus_02_dot_32 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__plus_02_dot_32 Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16)
        (objectAtLocation TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__plus_02_dot_32 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__plus_02_dot_32)
        (objectType TissueBox_bar__minus_01_dot_19_bar__plus_01_dot_79_bar__plus_02_dot_28 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_19_bar__plus_01_dot_79_bar__plus_02_dot_28 Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16)
        (objectAtLocation TissueBox_bar__minus_01_dot_19_bar__plus_01_dot_79_bar__plus_02_dot_28 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (pickupable TissueBox_bar__minus_01_dot_19_bar__plus_01_dot_79_bar__plus_02_dot_28)
        (objectType Cloth_bar__minus_01_dot_46_bar__plus_01_dot_84_bar__plus_02_dot_33 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_46_bar__plus_01_dot_84_bar__plus_02_dot_33 Shelf_bar__minus_01_dot_17_bar__plus_01_dot_76_bar__plus_02_dot_16)
        (objectAtLocation Cloth_bar__minus_01_dot_46_bar__plus_01_dot_84_bar__plus_02_dot_33 loc_bar__minus_10_bar_7_bar_1_bar_0)
        (cleanable Cloth_bar__minus_01_dot_46_bar__plus_01_dot_84_bar__plus_02_dot_33)
        (pickupable Cloth_bar__minus_01_dot_46_bar__plus_01_dot_84_bar__plus_02_dot_33)
        (objectType HandTowel_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__plus_02_dot_11 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__plus_02_dot_11 Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16)
        (objectAtLocation HandTowel_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__plus_02_dot_11 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__plus_02_dot_11)
        (objectType Towel_bar__minus_00_dot_73_bar__plus_01_dot_38_bar__minus_00_dot_04 TowelType)
        (inReceptacle Towel_bar__minus_00_dot_73_bar__plus_01_dot_38_bar__minus_00_dot_04 TowelHolder_bar__minus_00_dot_99_bar__plus_01_dot_14_bar__minus_00_dot_15)
        (objectAtLocation Towel_bar__minus_00_dot_73_bar__plus_01_dot_38_bar__minus_00_dot_04 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
        (pickupable Towel_bar__minus_00_dot_73_bar__plus_01_dot_38_bar__minus_00_dot_04)
        (objectType Candle_bar__minus_01_dot_00_bar__plus_00_dot_29_bar__plus_02_dot_04 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_00_bar__plus_00_dot_29_bar__plus_02_dot_04 Shelf_bar__minus_01_dot_17_bar__plus_00_dot_28_bar__plus_02_dot_16)
        (objectAtLocation Candle_bar__minus_01_dot_00_bar__plus_00_dot_29_bar__plus_02_dot_04 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (pickupable Candle_bar__minus_01_dot_00_bar__plus_00_dot_29_bar__plus_02_dot_04)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType TissueBoxType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain ShelfType CandleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType ToiletPaperType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType TissueBoxType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain TowelHolderType TowelType)
        (atLocation agent1 loc_bar__minus_2_bar_4_bar_3_bar_30)
    )

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r GarbageCanType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r GarbageCanType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            