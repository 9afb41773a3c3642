(define (problem plan_trial_90f13a65d556)
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
        Candle_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_02_dot_40 - object
        Candle_bar__minus_01_dot_96_bar__plus_00_dot_10_bar__plus_00_dot_24 - object
        Candle_bar__minus_01_dot_57_bar__plus_00_dot_18_bar__plus_02_dot_47 - object
        ToiletPaper_bar__minus_00_dot_73_bar__plus_00_dot_66_bar__plus_00_dot_04 - object
        SoapBar_bar__minus_00_dot_83_bar__plus_00_dot_33_bar__plus_00_dot_23 - object
        SoapBottle_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_00_dot_14 - object
        SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_12_bar__plus_03_dot_29 - object
        HandTowel_bar__minus_01_dot_64_bar__plus_00_dot_59_bar__plus_00_dot_08 - object
        SprayBottle_bar__minus_00_dot_58_bar__plus_00_dot_89_bar__plus_00_dot_20 - object
        Bathtub_bar__minus_03_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_94_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_01_dot_85_bar__plus_00_dot_00_bar__plus_00_dot_34 - receptacle
        Drawer_bar__minus_00_dot_29_bar__plus_00_dot_31_bar__plus_00_dot_31 - receptacle
        Drawer_bar__minus_00_dot_29_bar__plus_00_dot_61_bar__plus_00_dot_31 - receptacle
        Drawer_bar__minus_00_dot_81_bar__plus_00_dot_31_bar__plus_00_dot_31 - receptacle
        Drawer_bar__minus_00_dot_81_bar__plus_00_dot_61_bar__plus_00_dot_31 - receptacle
        Drawer_bar__minus_01_dot_32_bar__plus_00_dot_61_bar__plus_00_dot_31 - receptacle
        Drawer_bar__minus_01_dot_84_bar__plus_00_dot_31_bar__plus_00_dot_31 - receptacle
        Drawer_bar__minus_01_dot_84_bar__plus_00_dot_61_bar__plus_00_dot_31 - receptacle
        GarbageCan_bar__minus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_15 - receptacle
        Sink_bar__minus_00_dot_46_bar__minus_00_dot_01_bar__plus_03_dot_05_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_84_bar__plus_00_dot_00_bar__plus_02_dot_50 - receptacle
        HandTowelHolder_bar__minus_02_dot_27_bar__plus_00_dot_53_bar__plus_02_dot_30 - receptacle
        ToiletPaperHanger_bar__minus_02_dot_97_bar__plus_00_dot_23_bar__plus_01_dot_73 - receptacle
        TowelHolder_bar__minus_02_dot_23_bar__plus_00_dot_47_bar__plus_00_dot_42 - receptacle
        loc_bar__minus_11_bar_4_bar_0_bar_30 - location
        loc_bar__minus_11_bar_4_bar_3_bar_30 - location
        loc_bar__minus_12_bar_7_bar_3_bar_0 - location
        loc_bar__minus_2_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_2_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_11_bar_1_bar_30 - location
        loc_bar__minus_4_bar_5_bar_2_bar_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_9_bar_0_bar_30 - location
        loc_bar__minus_6_bar_5_bar_2_bar_30 - location
        loc_bar__minus_7_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_2_bar_1_bar_15 - location
        loc_bar__minus_9_bar_9_bar_1_bar_45 - location
    )
(:init
        (receptacleType Bathtub_bar__minus_03_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_94_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_03_dot_50_bar__plus_00_dot_15_bar__plus_00_dot_94_bar_BathtubBasin loc_bar__minus_11_bar_4_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_85_bar__plus_00_dot_00_bar__plus_00_dot_34 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_85_bar__plus_00_dot_00_bar__plus_00_dot_34 loc_bar__minus_3_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_29_bar__plus_00_dot_31_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_29_bar__plus_00_dot_31_bar__plus_00_dot_31 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_29_bar__plus_00_dot_31_bar__plus_00_dot_31)
        (receptacleType Drawer_bar__minus_00_dot_29_bar__plus_00_dot_61_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_29_bar__plus_00_dot_61_bar__plus_00_dot_31 loc_bar__minus_3_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_29_bar__plus_00_dot_61_bar__plus_00_dot_31)
        (receptacleType Drawer_bar__minus_00_dot_81_bar__plus_00_dot_31_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_81_bar__plus_00_dot_31_bar__plus_00_dot_31 loc_bar__minus_5_bar_6_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_81_bar__plus_00_dot_31_bar__plus_00_dot_31)
        (receptacleType Drawer_bar__minus_00_dot_81_bar__plus_00_dot_61_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_81_bar__plus_00_dot_61_bar__plus_00_dot_31 loc_bar__minus_2_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_81_bar__plus_00_dot_61_bar__plus_00_dot_31)
        (receptacleType Drawer_bar__minus_01_dot_32_bar__plus_00_dot_61_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_32_bar__plus_00_dot_61_bar__plus_00_dot_31 loc_bar__minus_4_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_32_bar__plus_00_dot_61_bar__plus_00_dot_31)
        (receptacleType Drawer_bar__minus_01_dot_84_bar__plus_00_dot_31_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_84_bar__plus_00_dot_31_bar__plus_00_dot_31 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_84_bar__plus_00_dot_31_bar__plus_00_dot_31)
        (receptacleType Drawer_bar__minus_01_dot_84_bar__plus_00_dot_61_bar__plus_00_dot_31 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_84_bar__plus_00_dot_61_bar__plus_00_dot_31 loc_bar__minus_6_bar_5_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_84_bar__plus_00_dot_61_bar__plus_00_dot_31)
        (receptacleType GarbageCan_bar__minus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_15 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_15 loc_bar__minus_5_bar_9_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_46_bar__minus_00_dot_01_bar__plus_03_dot_05_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_46_bar__minus_00_dot_01_bar__plus_03_dot_05_bar_SinkBasin loc_bar__minus_4_bar_11_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_84_bar__plus_00_dot_00_bar__plus_02_dot_50 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_84_bar__plus_00_dot_00_bar__plus_02_dot_50 loc_bar__minus_7_bar_6_bar_0_bar_30)
        (receptacleType HandTowelHolder_bar__minus_02_dot_27_bar__plus_00_dot_53_bar__plus_02_dot_30 HandTowelHolderType)
        (receptacleAtLocation HandTowelHolder_bar__minus_02_dot_27_bar__plus_00_dot_53_bar__plus_02_dot_30 loc_bar__minus_9_bar_9_bar_1_bar_45)
        (receptacleType ToiletPaperHanger_bar__minus_02_dot_97_bar__plus_00_dot_23_bar__plus_01_dot_73 ToiletPaperHangerType)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_02_dot_97_bar__plus_00_dot_23_bar__plus_01_dot_73 loc_bar__minus_12_bar_7_bar_3_bar_0)
        (receptacleType TowelHolder_bar__minus_02_dot_23_bar__plus_00_dot_47_bar__plus_00_dot_42 TowelHolderType)
        (receptacleAtLocation TowelHolder_bar__minus_02_dot_23_bar__plus_00_dot_47_bar__plus_00_dot_42 loc_bar__minus_9_bar_2_bar_1_bar_15)
        (objectType Candle_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_02_dot_40 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_02_dot_40 Toilet_bar__minus_01_dot_84_bar__plus_00_dot_00_bar__plus_02_dot_50)
        (objectAtLocation Candle_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_02_dot_40 loc_bar__minus_7_bar_6_bar_0_bar_30)
        (pickupable Candle_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_02_dot_40)
        (objectType Candle_bar__minus_01_dot_96_bar__plus_00_dot_10_bar__plus_00_dot_24 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_96_bar__plus_00_dot_10_bar__plus_00_dot_24 CounterTop_bar__minus_01_dot_85_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Candle_bar__minus_01_dot_96_bar__plus_00_dot_10_bar__plus_00_dot_24 loc_bar__minus_3_bar_4_bar_2_bar_30)
        (pickupable Candle_bar__minus_01_dot_96_bar__plus_00_dot_10_bar__plus_00_dot_24)
        (objectType Candle_bar__minus_01_dot_57_bar__plus_00_dot_18_bar__plus_02_dot_47 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_57_bar__plus_00_dot_18_bar__plus_02_dot_47 Toilet_bar__minus_01_dot_84_bar__plus_00_dot_00_bar__plus_02_dot_50)
        (objectAtLocation Candle_bar__minus_01_dot_57_bar__plus_00_dot_18_bar__plus_02_dot_47 loc_bar__minus_7_bar_6_bar_0_bar_30)
        (pickupable Candle_bar__minus_01_dot_57_bar__plus_00_dot_18_bar__plus_02_dot_47)
        (objectType ToiletPaper_bar__minus_00_dot_73_bar__plus_00_dot_66_bar__plus_00_dot_04 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_73_bar__plus_00_dot_66_bar__plus_00_dot_04 Drawer_bar__minus_00_dot_81_bar__plus_00_dot_61_bar__plus_00_dot_31)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_73_bar__plus_00_dot_66_bar__plus_00_dot_04 loc_bar__minus_2_bar_5_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_73_bar__plus_00_dot_66_bar__plus_00_dot_04)
        (objectType SoapBar_bar__minus_00_dot_83_bar__plus_00_dot_33_bar__plus_00_dot_23 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_83_bar__plus_00_dot_33_bar__plus_00_dot_23 Drawer_bar__minus_00_dot_81_bar__plus_00_dot_31_bar__plus_00_dot_31)
        (objectAtLocation SoapBar_bar__minus_00_dot_83_bar__plus_00_dot_33_bar__plus_00_dot_23 loc_bar__minus_5_bar_6_bar_2_bar_30)
        (cleanable SoapBar_bar__minus_00_dot_83_bar__plus_00_dot_33_bar__plus_00_dot_23)
        (pickupable SoapBar_bar__minus_00_dot_83_bar__plus_00_dot_33_bar__plus_00_dot_23)
        (objectType SoapBottle_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_00_dot_14 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_00_dot_14 Drawer_bar__minus_00_dot_29_bar__plus_00_dot_31_bar__plus_00_dot_31)
        (objectAtLocation SoapBottle_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_00_dot_14 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_00_dot_14)
        (objectType SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_12_bar__plus_03_dot_29 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_12_bar__plus_03_dot_29 GarbageCan_bar__minus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_15)
        (objectAtLocation SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_12_bar__plus_03_dot_29 loc_bar__minus_5_bar_9_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_80_bar__plus_00_dot_12_bar__plus_03_dot_29)
        (objectType HandTowel_bar__minus_01_dot_64_bar__plus_00_dot_59_bar__plus_00_dot_08 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_64_bar__plus_00_dot_59_bar__plus_00_dot_08 Drawer_bar__minus_01_dot_84_bar__plus_00_dot_31_bar__plus_00_dot_31)
        (objectAtLocation HandTowel_bar__minus_01_dot_64_bar__plus_00_dot_59_bar__plus_00_dot_08 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_64_bar__plus_00_dot_59_bar__plus_00_dot_08)
        (objectType SprayBottle_bar__minus_00_dot_58_bar__plus_00_dot_89_bar__plus_00_dot_20 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_58_bar__plus_00_dot_89_bar__plus_00_dot_20 Drawer_bar__minus_00_dot_81_bar__plus_00_dot_61_bar__plus_00_dot_31)
        (objectAtLocation SprayBottle_bar__minus_00_dot_58_bar__plus_00_dot_89_bar__plus_00_dot_20 loc_bar__minus_2_bar_5_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_58_bar__plus_00_dot_89_bar__plus_00_dot_20)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType CandleType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (atLocation agent1 loc_bar__minus_11_bar_4_bar_0_bar_30)
    )

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CandleType)
                            (receptacleType ?r DrawerType)
                        )
                    )
                )
            )
        )
    )
    